import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { texts } from '../i18n/texts.de.js';

/** 'Wochenplan – Schulapp': the page's heading names the browser tab, the history and a screen reader's window list. */
const titleOf = (heading: HTMLElement) => {
  const name = heading.textContent.trim();
  return name && name !== texts.appName ? `${name} – ${texts.appName}` : texts.appName;
};

/**
 * The drawn page's heading: while a lazy page loads, React keeps the previous page hidden (display: none) in the
 * document, so its heading does not count.
 */
const pageHeading = () => [...document.querySelectorAll<HTMLElement>('h1')].find((heading) => heading.checkVisibility());

/** Whether the person already works in the new page (typing into its fields): then focus stays where it is. */
const busyInPage = (heading: HTMLElement) => {
  const active = document.activeElement;
  if (!active || active === document.body) return false;
  return heading.closest('main')?.contains(active) ?? true;
};

/**
 * After every navigation: the page's own title, and focus on its heading, so a screen reader announces the page
 * that opened instead of staying on the link that led there (not on the first load, not while a dialog is open).
 * A page loaded lazily or after its data gets both once its heading is drawn.
 */
export const PageAnnouncer = () => {
  const { pathname } = useLocation();
  const firstPage = useRef(true);
  useEffect(() => {
    const moveFocus = !firstPage.current;
    firstPage.current = false;
    const announce = (heading: HTMLElement) => {
      document.title = titleOf(heading);
      if (!moveFocus || busyInPage(heading) || document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    };
    const drawn = pageHeading();
    if (drawn) {
      announce(drawn);
      return;
    }
    const observer = new MutationObserver(() => {
      const heading = pageHeading();
      if (!heading) return;
      observer.disconnect();
      announce(heading);
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
    return () => observer.disconnect();
  }, [pathname]);
  return null;
};
