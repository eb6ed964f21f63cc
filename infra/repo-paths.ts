import { fileURLToPath } from 'node:url';

/** Absolute repository root, so synth works from any working directory (CLI, vitest). */
export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export const repoPath = (relativePath: string) => fileURLToPath(new URL(`../${relativePath}`, import.meta.url));
