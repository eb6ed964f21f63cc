import type { LoginType } from './login-form.schema.js';

const LOGIN_TYPE_KEY = 'schulapp.loginType';

/** The chosen login type (user ID or e-mail), remembered on this device. */
export const readLoginType = (): LoginType =>
  typeof localStorage !== 'undefined' && localStorage.getItem(LOGIN_TYPE_KEY) === 'email' ? 'email' : 'username';

export const storeLoginType = (type: LoginType): void => localStorage.setItem(LOGIN_TYPE_KEY, type);
