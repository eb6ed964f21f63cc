import { describe, expect, it } from 'vitest';
import type { Pin, Pinboard } from '@shared/schemas/pin.schema.js';
import { notificationText, pinGroups, pinNotification } from './pin-notify.model.js';

const pin: Pin = {
  id: 'p1',
  title: 'Elternsprechtag',
  content: '# Termine\n\nBitte **eintragen**:\n\n\n\n- [Liste](https://schule.de)\n1. Raum 12',
  start: '2026-11-20',
  end: '2026-12-01',
  createdAt: '2026-11-20T08:00:00.000Z',
  color: { name: 'amber', shade: 600 },
  pinboardIds: ['group-7a', 'public'],
  authorName: 'Herr Müller',
  polls: [],
  attachments: [],
  own: true,
  unread: false,
  revision: 1,
};
const board = (id: string, groupId?: string): Pinboard => ({
  id,
  name: id,
  displayName: id.toUpperCase(),
  color: { name: 'amber', shade: 600 },
  public: !groupId,
  ...(groupId && { groupId }),
  canPost: true,
});

describe('a pin as a notification', () => {
  it('keeps the lines of the content without markdown', () => {
    expect(notificationText(pin.content)).toBe('Termine\n\nBitte eintragen:\n\n- Liste\n- Raum 12');
  });

  it('cuts title and text to the notification limits, the ellipsis included', () => {
    expect(notificationText('a'.repeat(30), 30)).toBe('a'.repeat(30));
    expect(notificationText('a'.repeat(31), 30)).toBe(`${'a'.repeat(29)}…`);
    const long = pinNotification({ ...pin, title: 't'.repeat(150), content: 'x'.repeat(2500) });
    expect(long.title).toHaveLength(100);
    expect(long.text).toHaveLength(2000);
    expect(pinNotification(pin)).toMatchObject({ id: 'p1', title: 'Elternsprechtag' });
  });

  it('offers the classes of the pin’s group boards only', () => {
    const boards = [board('group-7a', '7a'), board('group-9b', '9b'), board('public')];
    expect(pinGroups(pin, boards)).toEqual([{ id: '7a', displayName: 'GROUP-7A' }]);
    expect(pinGroups({ ...pin, pinboardIds: ['public'] }, boards)).toEqual([]);
  });
});
