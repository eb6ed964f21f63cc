import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A web feature's modules say their role in their names, as a domain's do (lambdas/_lib/domain-folders.test.ts):
 * `index.ts` (what other features may use), `<feature>.api.ts`, and every other module `<subject>.<role>.ts(x)`:
 * `.page`, `.component`, `.dialog`, `.hook`, `.model` (pure rules), `.csv`, `.lazy`, …
 */
const featuresFolder = fileURLToPath(new URL('.', import.meta.url));

describe('web feature folders', () => {
  it('name every module by its role', () => {
    const unnamed = fs
      .readdirSync(featuresFolder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((folder) =>
        fs
          .readdirSync(new URL(`./${folder.name}/`, import.meta.url))
          .filter((file) => /\.tsx?$/.test(file) && file !== 'index.ts' && !/^[a-z0-9-]+\.[a-z0-9-]+(\.test)?\.tsx?$/.test(file))
          .map((file) => `${folder.name}/${file}`),
      );
    expect(unnamed).toEqual([]);
  });
});
