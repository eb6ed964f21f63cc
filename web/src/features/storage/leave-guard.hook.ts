import { useCallback, useEffect } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';

/**
 * While uploads run, leaving the page asks first (spec: 'Upload abbrechen' with 'Nicht verlassen' /
 * 'Seite verlassen'): every navigation to another page (links, the side menu, the browser's back and
 * forward buttons) is held until the answer; moving between folders of the page is not leaving.
 * Closing or reloading the tab gets the browser's own question.
 */
export const useLeaveGuard = (active: boolean, onLeave: () => void) => {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname,
    [active],
  );
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
  return {
    held: blocker.state === 'blocked',
    stay: () => blocker.reset?.(),
    leave: () => {
      onLeave();
      blocker.proceed?.();
    },
  };
};
