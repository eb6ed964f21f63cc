import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SavePinBody } from '../../shared/schemas/pin.schema.js';
import { addDays, berlinToday } from '../../shared/week.js';
import { callRoute, type ApiAnswer } from '../fixtures/api-session.js';
import { defined } from '../fixtures/defined.js';
import { signInDemoPeople, type DemoPeople } from '../fixtures/demo-actors.js';
import { rawDocumentClient, LOCAL_TABLE } from '../fixtures/raw-table.js';
import { useStackDynamoDb } from '../fixtures/stack-services.js';
import { restoreTableAfterFile } from '../fixtures/table-restore.js';

/**
 * DynamoDB requests and serial waves per call with large data, as the design bounds them whatever
 * the number of boards, pins and files: the unread badge ≤ 2 requests in ≤ 2 waves, 'Aktuell' ≤ 3
 * waves (200 current pins on a student's 5 boards), the calendar page ≤ 2 waves, a folder of 300
 * files ≤ 2 requests. Waves: a request that waits for another's answer starts the next wave
 * (lambdas/_lib/request-metrics.ts). The table is put back after the file.
 */
restoreTableAfterFile();
const SCHOOL = { schoolId: 'lindenhof', schoolYearId: '2026-27' };
const PINS = 200;
const BOARDS = 5;
const today = berlinToday();

let people: DemoPeople;

const services = async () => {
  useStackDynamoDb();
  return {
    ...(await import('../../lambdas/pins/pin.model.js')),
    ...(await import('../../lambdas/pins/pin-write.service.js')),
    ...(await import('../../lambdas/pins/pin-state.service.js')),
    ...(await import('../../lambdas/pins/pinboard.entity.js')),
    ...(await import('../../lambdas/pins/pin-marks.entity.js')),
    ...(await import('../../lambdas/pins/pin-read.entity.js')),
    ...(await import('../../lambdas/pins/pin-index.entity.js')),
    ...(await import('../../lambdas/timetable/plan-version.service.js')),
    ...(await import('../../lambdas/storage/storage-item.entity.js')),
  };
};

const ok = <A extends ApiAnswer>(answer: A) => {
  expect(answer.status).toBe(200);
  return answer;
};

const pinBody = (pinboardId: string, title: string): SavePinBody => ({
  pinboardIds: [pinboardId],
  start: addDays(today, -1),
  end: addDays(today, 30),
  title,
  content: `${title}: **Termine**, Hinweise und ein [Link](https://example.org).`,
  color: { name: 'amber', shade: 600 },
  pollIds: [],
  attachmentIds: [],
  storageItemIds: [],
});

beforeAll(async () => {
  people = await signInDemoPeople();
});

describe('the pinboard with 200 current pins on a student’s 5 boards', () => {
  let boardIds: string[];
  const anna = () => people['schueler.anna'].token;
  const unread = (token: string, actingStudent?: string) => callRoute('getUnreadPinCount', { token, actingStudent });

  beforeAll(async () => {
    const { pinboardEntity, bumpPinboardVersion, newPinItem, writeNewPin } = await services();
    // The demo gives Anna her class's and courses' boards and the public ones; public budget boards make up the rest.
    const seeded = ok(await callRoute('listPinboards', { token: anna() })).body.pinboards.length;
    await pinboardEntity
      .put(
        Array.from({ length: BOARDS - seeded }, (_, index) => `budget-${String(index + 1)}`).map((pinboardId) => ({
          ...SCHOOL,
          pinboardId,
          name: pinboardId,
          displayName: `Budget ${pinboardId}`,
          colorName: 'green' as const,
          public: true,
        })),
      )
      .go();
    await bumpPinboardVersion(SCHOOL.schoolId);
    boardIds = ok(await callRoute('listPinboards', { token: anna() })).body.pinboards.map((board) => board.id);
    expect(boardIds).toHaveLength(BOARDS);
    const author = { uid: people['lehrer.mueller'].uid, displayName: 'Herr Müller' };
    const started = Date.now() - PINS * 1000;
    for (let index = 0; index < PINS; index++) {
      const body = pinBody(boardIds[index % BOARDS] ?? '', `Budget-Pin ${String(index + 1)}`);
      await writeNewPin(newPinItem(SCHOOL.schoolId, author, body, new Date(started + index * 1000)));
    }
  }, 120_000);

  it('counts the unread badge in 2 requests and 2 waves: the caller, then one batch get', async () => {
    const current = ok(await callRoute('listCurrentPins', { token: anna() })).body.pins;
    expect(current.filter((pin) => pin.title.startsWith('Budget-Pin'))).toHaveLength(PINS);
    for (const pin of current.slice(0, 10))
      ok(await callRoute('markPin', { token: anna(), params: { pinId: pin.id }, body: { unread: false } }));
    const expected = current.length - 10 - current.slice(10).filter((pin) => !pin.unread).length;

    const answer = ok(await unread(anna()));
    expect(answer.body.unread).toBe(expected);
    expect({ requests: answer.ddbRequests, waves: answer.ddbWaves }).toEqual({ requests: 2, waves: 2 });
    await unread(people['lehrer.mueller'].token);
    const tutor = ok(await unread(people['lehrer.mueller'].token));
    await unread(people['eltern.weber'].token, people['schueler.anna'].uid);
    const guardian = ok(await unread(people['eltern.weber'].token, people['schueler.anna'].uid));
    expect(guardian.body.unread).toBe(current.length);
    for (const other of [tutor, guardian])
      expect({ requests: other.ddbRequests, waves: other.ddbWaves }).toEqual({ requests: 2, waves: 2 });
    console.info(
      `unread badge: ${String(answer.body.unread)} of ${String(current.length)} pins, ${String(answer.ddbRequests)} requests in ${String(answer.ddbWaves)} waves`,
    );
  });

  it("lists 'Aktuell' in 3 waves: the caller, the index with the marks, the pins by id", async () => {
    const answer = ok(await callRoute('listCurrentPins', { token: anna() }));
    expect(answer.body.pins.length).toBeGreaterThanOrEqual(PINS);
    expect(answer.body.pins.map((pin) => pin.id)).toEqual([...answer.body.pins.map((pin) => pin.id)].sort().reverse());
    expect(answer.ddbWaves).toBe(3);
    console.info(
      `'Aktuell': ${String(answer.body.pins.length)} pins, ${String(answer.ddbRequests)} requests in ${String(answer.ddbWaves)} waves`,
    );
  });

  it('computes the board list anew after a plan or board change, once: 4 waves, then 2 again', async () => {
    const { bumpPlanVersion, bumpPinboardVersion } = await services();
    for (const bump of [bumpPlanVersion, bumpPinboardVersion]) {
      await bump(SCHOOL.schoolId);
      const first = ok(await unread(anna()));
      // The caller, the batch get, the boards (three queries at once), the put of the reader's board list.
      expect(first.ddbWaves).toBe(4);
      const again = ok(await unread(anna()));
      expect(again.body.unread).toBe(first.body.unread);
      expect({ requests: again.ddbRequests, waves: again.ddbWaves }).toEqual({ requests: 2, waves: 2 });
    }
  });

  it('keeps every pin of concurrent writers in the index', async () => {
    const { newPinItem, writeNewPin } = await services();
    const before = ok(await unread(anna())).body.unread;
    const authors = (['lehrer.mueller', 'lehrer.schmidt'] as const).map((username) => ({
      uid: people[username].uid,
      displayName: username,
    }));
    await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        writeNewPin(
          newPinItem(
            SCHOOL.schoolId,
            defined(authors[index % 2], 'an author'),
            pinBody(boardIds[index % BOARDS] ?? '', `Gleichzeitig ${String(index)}`),
          ),
        ),
      ),
    );
    expect(ok(await unread(anna())).body.unread).toBe(before + 6);
  });

  it('rebuilds a missing index and takes over the read flags kept before the marks', async () => {
    const { pinIndexEntity, pinMarksEntity, pinReadEntity, PIN_INDEX } = await services();
    const current = ok(await callRoute('listCurrentPins', { token: anna() })).body.pins;
    const before = ok(await unread(anna())).body.unread;
    const reader = { schoolId: SCHOOL.schoolId, readerUid: people['schueler.anna'].uid, subjectUid: people['schueler.anna'].uid };
    const read = current.filter((pin) => !pin.unread);
    await pinIndexEntity.delete({ schoolId: SCHOOL.schoolId, pinIndex: PIN_INDEX }).go();
    await pinMarksEntity.delete(reader).go();
    await pinReadEntity.put(read.map((pin) => ({ ...reader, pinId: pin.id, pinEnd: pin.end }))).go();
    const rebuilt = ok(await unread(anna()));
    expect(rebuilt.body.unread).toBe(before);
    const again = ok(await unread(anna()));
    expect(again.body.unread).toBe(before);
    expect({ requests: again.ddbRequests, waves: again.ddbWaves }).toEqual({ requests: 2, waves: 2 });
    const stored = await rawDocumentClient().send(
      new GetCommand({
        TableName: LOCAL_TABLE,
        Key: pinIndexEntity.get({ schoolId: SCHOOL.schoolId, pinIndex: PIN_INDEX }).params<{ Key: Record<string, string> }>().Key,
      }),
    );
    expect((stored.Item?.pins as unknown[] | undefined)?.length).toBeGreaterThanOrEqual(PINS);
  });
});

describe('the calendar page', () => {
  it('reads in 2 waves: the caller, then calendars, meetings, the groups and the cached exams at once', async () => {
    // The first read after a plan change stores the school's exams at the plan version.
    await callRoute('getCalendarPage', { token: people['lehrer.mueller'].token });
    for (const username of ['lehrer.mueller', 'schueler.anna'] as const) {
      const answer = ok(await callRoute('getCalendarPage', { token: people[username].token }));
      expect(answer.ddbWaves).toBeLessThanOrEqual(2);
    }
  });
});

describe('a folder of 300 files', () => {
  it('lists them in 2 requests and 2 waves: the caller with the folder and the usage, then the page', async () => {
    const { storageItemEntity } = await services();
    const klein = people['lehrer.klein'];
    const owner = { schoolId: 'birkenweg', ownerUid: klein.uid };
    const now = new Date().toISOString();
    const folderId = 'budget-folder';
    const common = { ...owner, path: [], blocked: false, locked: false, thumbnail: 'none' as const, createdAt: now, updatedAt: now };
    await storageItemEntity
      .put([
        {
          ...common,
          itemId: folderId,
          folderId: 'root',
          name: 'Budget',
          type: 'folder',
          contentType: 'folder',
          extension: '',
          fileSize: 0,
        },
        ...Array.from({ length: 300 }, (_, index) => ({
          ...common,
          itemId: `budget-${String(index).padStart(3, '0')}`,
          folderId,
          path: [folderId],
          name: `Blatt ${String(index + 1)}.txt`,
          type: 'file' as const,
          contentType: 'text/plain',
          extension: 'txt',
          fileSize: 12,
          objectKey: `storage/${owner.schoolId}/${klein.uid}/budget-${String(index)}`,
        })),
      ])
      .go();
    const answer = ok(await callRoute('listStorageFolder', { token: klein.token, params: { folderId } }));
    expect(answer.body.items).toHaveLength(300);
    expect({ requests: answer.ddbRequests, waves: answer.ddbWaves }).toEqual({ requests: 3, waves: 2 });
    console.info(`folder of 300 files: ${String(answer.ddbRequests)} requests in ${String(answer.ddbWaves)} waves`);
  });
});
