import { useEffect, type RefObject } from 'react';

/**
 * While `open`: a pointer down outside `root` or Escape calls `setOpen(false)`. Escape goes no further,
 * so a dialog around (which listens on the document) stays open.
 */
export const useDismiss = (open: boolean, root: RefObject<HTMLElement | null>, setOpen: (open: boolean) => void) => {
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    window.addEventListener('keydown', closeOnEscape, true);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      window.removeEventListener('keydown', closeOnEscape, true);
    };
  }, [open, root, setOpen]);
};
