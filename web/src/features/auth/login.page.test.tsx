// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignInError } from '../../lib/auth-errors.js';
import { LoginPage } from './login.page.js';
import { AuthContext, type AuthContextValue } from './use-auth.hook.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

const renderLogin = (signIn: AuthContextValue['signIn'], path = '/login') => {
  const auth: AuthContextValue = {
    bootstrap: undefined,
    activeStudent: null,
    loadSession: vi.fn(),
    signIn,
    completeFirstPassword: vi.fn(),
    signOut: vi.fn(),
    switchStudent: vi.fn(),
  };
  act(() =>
    root.render(
      <AuthContext.Provider value={auth}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="*" element={<p>Ziel erreicht</p>} />
          </Routes>
        </MemoryRouter>
      </AuthContext.Provider>,
    ),
  );
};

const input = (label: string) => {
  const element = [...container.querySelectorAll('label')].find((candidate) => candidate.textContent === label);
  const field = element && container.querySelector<HTMLInputElement>(`#${CSS.escape(element.htmlFor)}`);
  if (!field) throw new Error(`no field labelled ${label}`);
  return field;
};

const type = (label: string, value: string) => {
  const field = input(label);
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
};

const submit = async () => {
  act(() => {
    container.querySelector('form')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
};

beforeEach(() => {
  localStorage.clear();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('LoginPage', () => {
  it("shows the spec's texts for empty fields and does not sign in", async () => {
    const signIn = vi.fn();
    renderLogin(signIn);
    await submit();
    expect(container.textContent).toContain('Benutzerkennung wird benötigt');
    expect(container.textContent).toContain('Passwort wird benötigt');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('signs in with the trimmed user ID and goes to the redirect target', async () => {
    const signIn = vi.fn(() => Promise.resolve({} as never));
    renderLogin(signIn, '/login?redirect=%2Fweekplan');
    type('Benutzerkennung', '  lehrer.mueller ');
    type('Passwort', 'lindenhof');
    await submit();
    expect(signIn).toHaveBeenCalledWith('lehrer.mueller', 'lindenhof');
    expect(container.textContent).toContain('Ziel erreicht');
  });

  it('shows a failed Cognito sign-in in the red alert', async () => {
    renderLogin(() => Promise.reject(new SignInError('wrong-password')));
    type('Benutzerkennung', 'lehrer.mueller');
    type('Passwort', 'falsch');
    await submit();
    const alert = container.querySelector('[data-testid="login-error"]');
    expect(alert?.getAttribute('role')).toBe('alert');
    expect(alert?.textContent).toBe('Falsches Passwort');
  });
});
