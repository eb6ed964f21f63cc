import { bumpPinboardVersion } from '../../lambdas/pins/pin-state.service.js';
import { writeNewPin } from '../../lambdas/pins/pin-write.service.js';
import { newPinItem } from '../../lambdas/pins/pin.model.js';
import { groupBoardId } from '../../lambdas/pins/pinboard-access.model.js';
import { pinboardEntity } from '../../lambdas/pins/pinboard.entity.js';
import { DEFAULT_PIN_COLOR, type SavePinBody } from '../../shared/schemas/pin.schema.js';
import { addDays } from '../../shared/week.js';
import { seedDay } from './seed-day.js';

const lindenhof = { schoolId: 'lindenhof', schoolYearId: '2026-27' };

/**
 * The demo school's pinboards besides the one every class and course has: 'Schulleben' for
 * everyone, 'Kollegium' for the staff. And three pins valid around today (relative to the seed day,
 * like the demo changes): one on Schulleben, one on 7a's board, one for the staff.
 */
export const seedDemoPins = async (uids: Map<string, string>) => {
  await pinboardEntity
    .put([
      { ...lindenhof, pinboardId: 'schulleben', name: 'schulleben', displayName: 'Schulleben', colorName: 'green', public: true },
      { ...lindenhof, pinboardId: 'kollegium', name: 'kollegium', displayName: 'Kollegium', colorName: 'teal', public: false },
    ])
    .go();
  await bumpPinboardVersion(lindenhof.schoolId);
  const today = seedDay();
  const muellerUid = uids.get('lehrer.mueller');
  if (!muellerUid) throw new Error('lehrer.mueller is not seeded');
  const mueller = { uid: muellerUid, displayName: 'Herr Müller' };
  const pins: SavePinBody[] = [
    {
      pinboardIds: ['schulleben'],
      start: addDays(today, -3),
      end: addDays(today, 14),
      title: 'Weihnachtsbasar am Freitag',
      content: 'Der **Weihnachtsbasar** beginnt um 15 Uhr in der Aula. Kuchenspenden bitte bis 14 Uhr abgeben.',
      color: { name: 'red', shade: 600 },
      pollIds: [],
      attachmentIds: [],
      storageItemIds: [],
    },
    {
      pinboardIds: [groupBoardId('7a')],
      start: addDays(today, -1),
      end: addDays(today, 7),
      title: 'Wandertag 7a',
      content: 'Wir wandern zum Aasee. Bitte festes Schuhwerk, Regenjacke und ein Lunchpaket mitbringen.',
      color: DEFAULT_PIN_COLOR,
      pollIds: [],
      attachmentIds: [],
      storageItemIds: [],
    },
    {
      pinboardIds: ['kollegium'],
      start: today,
      end: addDays(today, 10),
      title: 'Zeugniskonferenzen',
      content: 'Die Termine der Zeugniskonferenzen hängen im Lehrerzimmer aus.',
      color: { name: 'teal', shade: 600 },
      pollIds: [],
      attachmentIds: [],
      storageItemIds: [],
    },
  ];
  for (const [index, body] of pins.entries()) {
    await writeNewPin(newPinItem(lindenhof.schoolId, mueller, body, new Date(Date.now() - (pins.length - index) * 60_000)));
  }
};
