// @ts-check
import fs from 'node:fs';

/**
 * The closed list of file roles: the table under '## File roles' in docs/architecture.md, read by the
 * lint rule `schulapp/file-role` (eslint.config.js) and the folder tests, so the list lives once.
 */

/** @typedef {{ where: RegExp, role: string, name: RegExp }} FileRole */

const subject = '[a-z0-9]+(?:-[a-z0-9]+)*';

/** A folder of the table (`*` one folder, `**` with a slash any number of them) as a pattern. */
const folderPattern = (/** @type {string} */ where) =>
  new RegExp(
    `^${where
      .split('**/')
      .map((part) => part.split('*').join('[^/]+'))
      .join('(?:[^/]+/)*')}$`,
  );

/** `<subject>.service.ts`, `use-<subject>.hook.ts(x)` or `handler.ts` as a pattern of a file name. */
const namePattern = (/** @type {string} */ name) =>
  new RegExp(
    `^${name
      .replace(/[.]/g, '\\.')
      .replace(/\(x\)/g, 'x?')
      .replace(/<subject>/g, subject)}$`,
  );

/** @returns {FileRole[]} */
export const readFileRoles = (/** @type {string} */ architectureMarkdown) => {
  const section = architectureMarkdown.split(/^## File roles$/m)[1]?.split(/^## /m)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => {
      const [wheres = '', role = '', name = ''] = line
        .split('|')
        .slice(1)
        .map((cell) => cell.trim());
      return wheres
        .split(', ')
        .map((where) => ({ where: folderPattern(where.replace(/`/g, '')), role, name: namePattern(name.replace(/`/g, '')) }));
    });
};

/** The folders whose every file must have a role of the list. */
export const roleScopes = /^(lambdas|web\/src)\//;

/**
 * Why a file (its path from the repository's root, with '/') has no role of the list, or undefined
 * when it has one or lies outside the scopes. A test file is named after what it tests.
 */
export const fileRoleProblem = (/** @type {FileRole[]} */ roles, /** @type {string} */ file) => {
  if (!roleScopes.test(file)) return undefined;
  const slash = file.lastIndexOf('/');
  const folder = file.slice(0, slash + 1);
  const name = file.slice(slash + 1);
  const tested = name.replace(/\.test(\.tsx?)$/, '$1');
  const allowed = roles.filter((role) => role.where.test(folder));
  return allowed.some((role) => role.name.test(name) || role.name.test(tested))
    ? undefined
    : `${file}: no role of docs/architecture.md#file-roles fits this name (here: ${[...new Set(allowed.map((role) => role.role))].join(', ')})`;
};

/** The list as the repository's docs/architecture.md holds it. */
export const repositoryFileRoles = () => readFileRoles(fs.readFileSync(new URL('../../docs/architecture.md', import.meta.url), 'utf8'));
