import { useCallback, useSyncExternalStore } from 'react';

/** The spec's wide layout: body width above 600 px. */
const WIDE = 601;

/** Whether the window is at least `minWidth` px wide (default the spec's wide layout); follows resizes. */
export const useWideLayout = (minWidth = WIDE): boolean => {
  const query = `(min-width: ${minWidth}px)`;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
};
