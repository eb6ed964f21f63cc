import { describe, expect, it } from 'vitest';
import { pageAccess } from './page-access.js';
import { mayOpenPage } from './page-permission.js';

const person = (role: 'student' | 'tutor' | 'guardian', isAdmin = false) => ({ role, isAdmin });

describe('pageAccess', () => {
  it('opens a page to the roles of the API routes it reads', () => {
    expect(pageAccess['/storage']).toEqual({ roles: ['student', 'tutor'], adminOnly: false });
    expect(pageAccess['/resources']).toEqual({ roles: ['tutor'], adminOnly: false });
    expect(pageAccess['/mycourses']).toEqual({ roles: ['student', 'guardian'], adminOnly: false });
  });

  it('joins the roles of a page that reads one route per role (Anmeldung: students subscribe, tutors offer)', () => {
    expect(pageAccess['/courseSubscribe'].roles).toEqual(['student', 'tutor', 'guardian']);
  });

  it('keeps the admin pages to admins and opens the public routes’ pages to anyone signed in', () => {
    expect(mayOpenPage(pageAccess['/admin/users'], person('tutor', true))).toBe(true);
    expect(mayOpenPage(pageAccess['/admin/users'], person('tutor'))).toBe(false);
    expect(mayOpenPage(pageAccess['/admin/resources'], person('student', true))).toBe(true);
    expect(pageAccess['/test']).toEqual({ roles: ['student', 'tutor', 'guardian'], adminOnly: false });
  });

  it('lets a guardian open neither Dateien nor the tutors’ pages', () => {
    const guardian = person('guardian');
    expect(mayOpenPage(pageAccess['/storage'], guardian)).toBe(false);
    expect(mayOpenPage(pageAccess['/todayOverview'], guardian)).toBe(false);
    expect(mayOpenPage(pageAccess['/weekplan'], guardian)).toBe(true);
  });
});
