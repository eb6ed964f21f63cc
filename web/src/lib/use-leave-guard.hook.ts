import { useCallback, useEffect } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';

/** Navigation state that passes the guard: a page leaving on purpose (e.g. after deleting what it showed). */
export const leaveWithoutAsking = { leaveGuard: 'pass' } as const;

const passes = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as Partial<typeof leaveWithoutAsking>).leaveGuard === leaveWithoutAsking.leaveGuard;

/**
 * While `active` (uploads run, unsaved changes), leaving the page asks first: every navigation to
 * another page (links, the side menu, the header's 'Zurück', the browser's back and forward buttons)
 * is held until the page answers with `stay` or `leave`; a change of the query only (folders of the
 * files page) is not leaving. Closing or reloading the tab gets the browser's own question.
 */
export const useLeaveGuard = (active: boolean, onLeave?: () => void) => {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname && !passes(nextLocation.state),
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
      onLeave?.();
      blocker.proceed?.();
    },
  };
};
