// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Bootstrap } from '@shared/schemas/session.schema.js';
import { AuthContext, type AuthContextValue } from '../features/auth/index.js';
import { isPageDenied, RequireAuth, RequirePageAccess } from './require-auth.component.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const bootstrapOf = (role: Bootstrap['user']['role'], overrides: Partial<Bootstrap> = {}, isAdmin = false): Bootstrap => ({
  user: {
    uid: 'u-1',
    username: 'user.one',
    displayName: 'User One',
    short: 'ONE',
    role,
    isAdmin,
    userInfo: { firstname: 'User', lastname: 'One' },
    reservedForDeletion: false,
  },
  internalRole: role === 'tutor' ? 'tutor' : 'student',
  school: { id: 'school-1', name: 'Schule' },
  schoolYear: { id: 'year-1', name: '2025/26', start: '2025-08-01', end: '2026-07-31' },
  students: [],
  activeStudentUid: null,
  ...overrides,
});

const Where = () => {
  const location = useLocation();
  const denied = isPageDenied(location.state) ? ' (denied)' : '';
  return <p data-testid="where">{location.pathname + location.search + denied}</p>;
};

/** A fresh router per visit: MemoryRouter reads its first entry only when it mounts. */
let visits = 0;
let container: HTMLDivElement;
let root: Root;

/** React's act with an async scope: effects and suspended parts settle before the test looks. */
const settle = (work: () => void) =>
  act(() => {
    work();
    return Promise.resolve();
  });

const visit = async (path: string, bootstrap: Bootstrap | undefined) => {
  const auth: AuthContextValue = {
    bootstrap,
    activeStudent: null,
    loadSession: vi.fn(),
    signIn: vi.fn(),
    completeFirstPassword: vi.fn(),
    signOut: vi.fn(),
    switchStudent: vi.fn(),
  };
  await settle(() =>
    root.render(
      <AuthContext.Provider value={auth}>
        <MemoryRouter key={(visits += 1)} initialEntries={[path]}>
          <Routes>
            <Route path="/loader" element={<Where />} />
            <Route
              path="/*"
              element={
                <RequireAuth>
                  <Where />
                </RequireAuth>
              }
            />
            {(['/admin', '/todayOverview', '/storage', '/resources'] as const).map((page) => (
              <Route
                key={page}
                path={page}
                element={
                  <RequireAuth>
                    <RequirePageAccess path={page}>
                      <Where />
                    </RequirePageAccess>
                  </RequireAuth>
                }
              />
            ))}
          </Routes>
        </MemoryRouter>
      </AuthContext.Provider>,
    ),
  );
  return container.querySelector('[data-testid="where"]')?.textContent;
};

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(async () => {
  await settle(() => root.unmount());
  container.remove();
});

describe('RequireAuth', () => {
  it('sends a visit without session to /loader with the original path and search', async () => {
    expect(await visit('/poll/p-1?tab=2', undefined)).toBe('/loader?redirect=%2Fpoll%2Fp-1%3Ftab%3D2');
  });

  it('lets a signed-in user in', async () => {
    expect(await visit('/weekplan', bootstrapOf('student'))).toBe('/weekplan');
  });

  it('keeps a guardian without children on /noStudent', async () => {
    expect(await visit('/weekplan', bootstrapOf('guardian'))).toBe('/noStudent');
  });

  it('sends a guardian with children away from /noStudent', async () => {
    const child = { uid: 'c-1', displayName: 'Anna', schoolId: 'school-1', schoolName: 'Schule', legal: true };
    expect(await visit('/noStudent', bootstrapOf('guardian', { students: [child], activeStudentUid: 'c-1' }))).toBe('/');
  });
});

describe('RequirePageAccess', () => {
  const child = { uid: 'c-1', displayName: 'Anna', schoolId: 'school-1', schoolName: 'Schule', legal: true };
  const guardian = bootstrapOf('guardian', { students: [child], activeStudentUid: 'c-1' });

  it('lets admins into /admin and sends others home with the notice', async () => {
    expect(await visit('/admin', bootstrapOf('tutor', {}, true))).toBe('/admin');
    expect(await visit('/admin', bootstrapOf('tutor'))).toBe('/ (denied)');
  });

  it('lets tutors into their pages and sends students and guardians home with the notice', async () => {
    expect(await visit('/todayOverview', bootstrapOf('tutor'))).toBe('/todayOverview');
    expect(await visit('/todayOverview', bootstrapOf('student'))).toBe('/ (denied)');
    expect(await visit('/resources', bootstrapOf('tutor'))).toBe('/resources');
    expect(await visit('/resources', bootstrapOf('student'))).toBe('/ (denied)');
    expect(await visit('/todayOverview', guardian)).toBe('/ (denied)');
  });

  it('keeps guardians out of Dateien, which students and tutors open', async () => {
    expect(await visit('/storage', guardian)).toBe('/ (denied)');
    expect(await visit('/storage', bootstrapOf('student'))).toBe('/storage');
    expect(await visit('/storage', bootstrapOf('tutor'))).toBe('/storage');
  });
});
