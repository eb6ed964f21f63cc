// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Bootstrap, LinkedStudent } from '@shared/schemas/session.schema.js';
import { ApiError } from '../../lib/api-error.js';
import { callApi } from '../../lib/call-api.js';
import { AuthContext, type AuthContextValue } from '../auth/index.js';
import { StudentCodesDialog } from './student-codes.dialog.js';

vi.mock('../../lib/call-api.js', () => ({ callApi: vi.fn() }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const child = (uid: string, displayName: string): LinkedStudent => ({
  uid,
  displayName,
  schoolId: 'lindenhof',
  schoolName: 'Gesamtschule am Lindenhof',
  groupDisplayName: '7a',
  legal: true,
});
const anna = child('s-anna', 'Anna Weber');
const ben = child('s-ben', 'Ben Weber');

let container: HTMLDivElement;
let root: Root;

const renderDialog = ([first, ...others]: [LinkedStudent, ...LinkedStudent[]], switchStudent = vi.fn(() => Promise.resolve())) => {
  const bootstrap = { students: [first, ...others], activeStudentUid: first.uid } as Bootstrap;
  const auth: AuthContextValue = {
    bootstrap,
    activeStudent: first,
    loadSession: vi.fn(),
    signIn: vi.fn(),
    completeFirstPassword: vi.fn(),
    signOut: vi.fn(),
    switchStudent,
  };
  act(() =>
    root.render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <AuthContext.Provider value={auth}>
          <StudentCodesDialog onClose={vi.fn()} />
        </AuthContext.Provider>
      </SWRConfig>,
    ),
  );
  return switchStudent;
};

const button = (name: string) => {
  const found = [...document.body.querySelectorAll('button')].find(
    (candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent) === name,
  );
  if (!found) throw new Error(`no button ${name}`);
  return found;
};

const click = async (name: string) => {
  act(() => button(name).click());
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
};

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.mocked(callApi).mockReset();
});

describe('StudentCodesDialog', () => {
  it('lists the children and disables removing the last one', () => {
    renderDialog([anna]);
    expect(document.body.textContent).toContain('Anna Weber');
    expect(button('Anna Weber entfernen').disabled).toBe(true);
    expect(document.body.textContent).toContain('Das letzte verknüpfte Kind kann nicht entfernt werden.');
  });

  it('removes a child only after confirming and makes the first remaining child active when it was the active one', async () => {
    vi.mocked(callApi).mockResolvedValue({ students: [ben] });
    const switchStudent = renderDialog([anna, ben]);
    expect(button('Anna Weber entfernen').disabled).toBe(false);
    await click('Anna Weber entfernen');
    expect(document.body.textContent).toContain('Kind entfernen?');
    expect(callApi).not.toHaveBeenCalled();
    await click('Entfernen');
    expect(callApi).toHaveBeenCalledWith('removeStudentLink', { params: { uid: 's-anna' } });
    expect(switchStudent).toHaveBeenCalledWith('s-ben');
  });

  it('keeps the active child when another one is removed', async () => {
    vi.mocked(callApi).mockResolvedValue({ students: [anna] });
    const switchStudent = renderDialog([anna, ben]);
    await click('Ben Weber entfernen');
    await click('Entfernen');
    expect(callApi).toHaveBeenCalledWith('removeStudentLink', { params: { uid: 's-ben' } });
    expect(switchStudent).not.toHaveBeenCalled();
  });

  it("shows the API's refusal in the confirmation", async () => {
    vi.mocked(callApi).mockRejectedValue(new ApiError(409, 'last-student-link'));
    renderDialog([anna, ben]);
    await click('Ben Weber entfernen');
    await click('Entfernen');
    expect(document.body.querySelector('[role="alert"]')?.textContent).toBe('Das letzte verknüpfte Kind kann nicht entfernt werden.');
  });
});
