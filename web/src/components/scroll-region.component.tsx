import type { ReactNode } from 'react';

/** A labelled region that scrolls sideways on small screens (wide tables); it takes focus so the keyboard can scroll it. */
export const ScrollRegion = ({ label, className, children }: { label: string; className?: string; children: ReactNode }) => (
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (WCAG 2.1.1; axe: scrollable-region-focusable)
  <div className={className} role="region" aria-label={label} tabIndex={0}>
    {children}
  </div>
);
