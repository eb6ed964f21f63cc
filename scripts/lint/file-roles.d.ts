/** Types of file-roles.js, which stays JavaScript because eslint.config.js loads it without a TypeScript loader. */
export interface FileRole {
  where: RegExp;
  role: string;
  name: RegExp;
}
export function readFileRoles(architectureMarkdown: string): FileRole[];
export const roleScopes: RegExp;
export function fileRoleProblem(roles: FileRole[], file: string): string | undefined;
export function repositoryFileRoles(): FileRole[];
