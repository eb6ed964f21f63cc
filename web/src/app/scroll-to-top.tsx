import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** The spec: scroll resets to top on navigation. */
export const ScrollToTop = () => {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
};
