import { useSyncExternalStore } from 'react';

/** The spec's wide layout: body width above 600 px; follows resizes. */
const query = '(min-width: 601px)';

const subscribe = (onChange: () => void) => {
  const media = window.matchMedia(query);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};

export const useWideLayout = (): boolean => useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
