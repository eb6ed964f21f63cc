const authPaths = ['/login', '/loader'];

/** A safe in-app target from the `redirect` parameter: a local path, never back to login; else '/'. */
export const redirectTarget = (value: string | null | undefined): string => {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  const path = value.split(/[?#]/)[0] ?? '';
  return authPaths.includes(path) ? '/' : value;
};

/** `base?redirect=…`, left out when the target is the start page. */
export const withRedirect = (base: string, target: string): string =>
  target === '/' ? base : `${base}?redirect=${encodeURIComponent(target)}`;
