import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../dev-stack/stack-config.js';
import { fileRoleProblem, readFileRoles, repositoryFileRoles } from './file-roles.js';

const table = `## File roles

| folder | role | name | what |
| --- | --- | --- | --- |
| \`lambdas/*/\` | service | \`<subject>.service.ts\` | reads and writes |
| \`lambdas/_lib/\` | plumbing | \`<subject>.ts\` | plumbing |
| \`web/src/**/\` | hook | \`use-<subject>.hook.ts(x)\` | a hook |
| \`lambdas/*/\`, \`web/src/**/\` | test | \`<subject>.test.ts(x)\` | a rule across files |

## Next section

| \`lambdas/*/\` | not a role | \`<subject>.ignored.ts\` | outside the section |
`;

describe('file roles', () => {
  const roles = readFileRoles(table);

  it('are read from the table of their section only, one per folder', () => {
    expect(roles.map((role) => role.role)).toEqual(['service', 'plumbing', 'hook', 'test', 'test']);
  });

  it('accept a name of the list and a test named after it or after a rule', () => {
    for (const file of [
      'lambdas/pins/pin-write.service.ts',
      'lambdas/pins/pin-write.service.test.ts',
      'lambdas/pins/file-names.test.ts',
      'lambdas/_lib/api-handler.ts',
      'web/src/features/pins/use-pin-editor.hook.ts',
      'web/src/features/pins/use-pin-editor.hook.tsx',
      'shared/week.ts',
    ]) {
      expect(fileRoleProblem(roles, file), file).toBeUndefined();
    }
  });

  it('refuse a one-off role, a hook without use-, a capital letter and a plain name outside the plumbing', () => {
    for (const file of [
      'lambdas/codes/code-cards.pdf.ts',
      'lambdas/pins/pins.ts',
      'lambdas/pins/Pin-write.service.ts',
      'lambdas/pins/pin.ignored.ts',
      'web/src/features/pins/pin-editor.hook.ts',
    ]) {
      expect(fileRoleProblem(roles, file), file).toContain(file);
    }
  });

  it('hold for every file of lambdas/ and web/src/ in the repository', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'lambdas', 'web/src'], {
      cwd: repoRoot,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => file !== '' && fs.existsSync(path.join(repoRoot, file)));
    const roleList = repositoryFileRoles();
    expect(files.map((file) => fileRoleProblem(roleList, file)).filter(Boolean)).toEqual([]);
  });
});
