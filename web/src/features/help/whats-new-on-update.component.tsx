import { useEffect, useState } from 'react';
import { APP_VERSION } from '@shared/table-design.js';
import { loadReleaseNotes, type ReleaseNotes } from './release-notes.model.js';
import { WhatsNewDialog } from './whats-new.dialog.js';
import { isNewVersionForDevice, markVersionSeen } from './whats-new.store.js';

/**
 * After an update: the new version's notes open by themselves until the person closes them, then
 * never again on this device.
 */
export const WhatsNewOnUpdate = () => {
  const [notes, setNotes] = useState<ReleaseNotes | null>(null);

  useEffect(() => {
    if (!isNewVersionForDevice(APP_VERSION)) return;
    let active = true;
    void loadReleaseNotes(APP_VERSION).then((loaded) => {
      if (!active) return;
      if (loaded && loaded.sections.length > 0) setNotes(loaded);
      else markVersionSeen(APP_VERSION);
    });
    return () => {
      active = false;
    };
  }, []);

  return (
    notes && (
      <WhatsNewDialog
        notes={notes}
        onClose={() => {
          markVersionSeen(APP_VERSION);
          setNotes(null);
        }}
      />
    )
  );
};
