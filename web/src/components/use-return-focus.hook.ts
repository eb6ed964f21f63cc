import { useCallback, useRef } from 'react';

/**
 * Radix returns focus only to a Dialog.Trigger. Our dialogs open from plain buttons (often in
 * another component), so remember what had focus when a dialog opened and focus it again on close.
 */
export const useReturnFocus = () => {
  const previous = useRef<HTMLElement | null>(null);
  const onOpenAutoFocus = useCallback(() => {
    previous.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
  const onCloseAutoFocus = useCallback((event: Event) => {
    if (!previous.current?.isConnected) return;
    event.preventDefault();
    previous.current.focus();
  }, []);
  return { onOpenAutoFocus, onCloseAutoFocus };
};
