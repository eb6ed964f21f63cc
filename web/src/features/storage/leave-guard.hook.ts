import { useEffect, useState } from 'react';

/**
 * While uploads run, leaving the page asks first (spec: 'Upload abbrechen' with 'Nicht verlassen' /
 * 'Seite verlassen'): links inside the app are held until the answer, closing or reloading the tab
 * gets the browser's own question. Returns the held destination and the two answers.
 */
export const useLeaveGuard = (active: boolean, onLeave: () => void, navigate: (to: string) => void) => {
  const [held, setHeld] = useState<string | null>(null);
  useEffect(() => {
    if (!active) return;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest('a[href]');
      if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
      const url = new URL((link as HTMLAnchorElement).href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      event.stopPropagation();
      setHeld(`${url.pathname}${url.search}`);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [active]);
  return {
    held,
    stay: () => setHeld(null),
    leave: () => {
      const to = held;
      setHeld(null);
      onLeave();
      if (to) navigate(to);
    },
  };
};
