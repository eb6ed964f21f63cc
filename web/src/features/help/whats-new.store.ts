/** The version whose news this device has seen (or was installed with): the dialog opens once per newer version. */
const key = 'schulapp.whatsNewSeen';

/**
 * True when the app was updated since this device last ran it. A device's first run stores the
 * version and shows nothing: the news are about changes, and a new device has seen none before.
 */
export const isNewVersionForDevice = (version: string) => {
  const seen = localStorage.getItem(key);
  if (seen === null) localStorage.setItem(key, version);
  return seen !== null && seen !== version;
};

/** The dialog of this version was shown: never again on this device. */
export const markVersionSeen = (version: string) => localStorage.setItem(key, version);
