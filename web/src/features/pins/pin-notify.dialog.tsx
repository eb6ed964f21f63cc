import { Suspense } from 'react';
import type { Pin, Pinboard } from '@shared/schemas/pin.schema.js';
import { useMyGroups } from '../groups/index.js';
import { SendNotificationDialog } from '../notifications/send-notification.lazy.js';
import { pinGroups, pinNotification } from './pin-notify.model.js';

/**
 * 'Benachrichtigungen senden' about the author's pin: title and text prefilled from the pin, the
 * notification links to it. The classes and courses offered are the pin's group boards; a pin only
 * on public or staff boards offers the groups the tutor may see, as the notifications page does.
 */
export const PinNotifyDialog = ({ pin, pinboards, onClose }: { pin: Pin; pinboards: readonly Pinboard[]; onClose: () => void }) => {
  const boardGroups = pinGroups(pin, pinboards);
  const mine = useMyGroups(boardGroups.length === 0);
  const groups = boardGroups.length > 0 ? boardGroups : mine.data?.groups;
  if (!groups) return null;
  return (
    <Suspense fallback={null}>
      <SendNotificationDialog target={{ kind: 'choose', groups }} pin={pinNotification(pin)} onClose={onClose} />
    </Suspense>
  );
};
