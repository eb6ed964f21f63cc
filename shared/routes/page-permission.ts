import type { AppRole } from '../roles.js';

/** Who may open a page of the web app: roles and, with `adminOnly`, only users in the admin group. */
export interface PageAccess {
  roles: readonly AppRole[];
  adminOnly: boolean;
}

/** Whether a person (their role and admin flag) may open a page with this access. */
export const mayOpenPage = (access: PageAccess, person: { role: AppRole; isAdmin: boolean }) =>
  access.roles.includes(person.role) && (!access.adminOnly || person.isAdmin);
