import { useEffect, useState, type ReactNode } from 'react';
import './snackbar.css';

/** The spec's snackbar duration. */
export const SNACKBAR_DURATION_MS = 2000;

/**
 * A message at the bottom of the screen, announced politely. Disappears after `duration` ms;
 * `duration={null}` keeps it (the spec's deletion notice never times out).
 */
export const Snackbar = ({
  children,
  duration = SNACKBAR_DURATION_MS,
  variation = 'info',
  onClose,
}: {
  children: ReactNode;
  duration?: number | null;
  variation?: 'info' | 'error';
  onClose?: () => void;
}) => {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    if (duration === null) return;
    const timer = setTimeout(() => {
      setVisible(false);
      onClose?.();
    }, duration);
    return () => clearTimeout(timer);
  }, [duration, onClose]);
  if (!visible) return null;
  return (
    <div className={`snackbar snackbar--${variation}`} role="status" data-testid="snackbar">
      {children}
    </div>
  );
};
