import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { domains } from '../../shared/routes/index.js';

/**
 * Every folder of lambdas/ (beside _lib) is a domain of one of two shapes: an API domain, with its
 * route table in shared/routes and its function's handler.ts, or a library domain, whose README.md
 * says so and which has no handler and no job: its services run inside other domains' functions.
 */
const lambdasFolder = fileURLToPath(new URL('..', import.meta.url));
const folders = fs
  .readdirSync(lambdasFolder, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== '_lib')
  .map((entry) => entry.name);
const filesOf = (folder: string) => fs.readdirSync(new URL(`../${folder}/`, import.meta.url));
const apiDomains = new Set<string>(domains);

describe('domain folders', () => {
  it('give every API domain of the route table its handler, and no library note', () => {
    for (const domain of apiDomains) {
      expect(folders, domain).toContain(domain);
      expect(filesOf(domain), domain).toContain('handler.ts');
      expect(filesOf(domain), domain).not.toContain('README.md');
    }
  });

  it('mark every other folder as a library domain in its README, without handler or job', () => {
    const libraries = folders.filter((folder) => !apiDomains.has(folder));
    expect(libraries).toEqual(['attendance', 'audit', 'rate-limits', 'weather']);
    for (const library of libraries) {
      const files = filesOf(library);
      expect(fs.readFileSync(new URL(`../${library}/README.md`, import.meta.url), 'utf8')).toMatch(
        new RegExp(`^# Library domain \`${library}\`\\n\\nNo API routes and no function of its own`),
      );
      expect(
        files.filter((file) => file === 'handler.ts' || file.endsWith('.job.ts')),
        library,
      ).toEqual([]);
    }
  });
});
