import { useState } from 'react';

/**
 * Runs one action of a dialog at a time: `busy` while it runs, and its error in words (`failureText`)
 * until the next action starts.
 */
export const useBusyAction = (failureText: (error: unknown) => string) => {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, run };
};
