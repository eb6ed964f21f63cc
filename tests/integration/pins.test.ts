import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminPinboard, Pin, PinboardBody, SavePinBody } from '../../shared/schemas/pin.schema.js';
import { addDays, berlinToday } from '../../shared/week.js';
import { callRoute } from '../fixtures/api-session.js';
import { defined } from '../fixtures/defined.js';
import { signInDemoPeople, type DemoPeople, type DemoUsername } from '../fixtures/demo-actors.js';
import { anyString } from '../fixtures/matchers.js';
import { createPoll, samplePollContent } from '../fixtures/polls.js';
import { useStackDynamoDb } from '../fixtures/stack-services.js';
import { storeFile } from '../fixtures/stored-file.js';
import { restoreTableAfterFile } from '../fixtures/table-restore.js';

/**
 * The pinboard against the local stack: who sees which boards and pins, read flags per reader
 * (a guardian's per child), personal copies, author-only edits and deletes that move a pin's
 * placements in one transaction, bad input, and a bounded number of DynamoDB requests per list.
 * The table is put back after the file: its pins, polls, read flags and copies do not reach later files.
 */
let people: DemoPeople;
restoreTableAfterFile();
const today = berlinToday();

const body = (overrides: Partial<SavePinBody> = {}): SavePinBody => ({
  pinboardIds: ['group-9b'],
  start: today,
  end: addDays(today, 3),
  title: 'Integrationstest Pin',
  content: 'Inhalt des Tests',
  color: { name: 'amber', shade: 600 },
  pollIds: [],
  attachmentIds: [],
  storageItemIds: [],
  ...overrides,
});

const create = async (author: DemoUsername, overrides: Partial<SavePinBody> = {}) => {
  const answer = await callRoute('createPin', { token: people[author].token, body: body(overrides) });
  expect(answer.status).toBe(200);
  return answer.body.id;
};

const current = async (username: DemoUsername, actingStudent?: string): Promise<Pin[]> => {
  const answer = await callRoute('listCurrentPins', { token: people[username].token, actingStudent });
  expect(answer.status).toBe(200);
  return answer.body.pins;
};
const titles = (pins: Pin[]) => pins.map((pin) => pin.title);
const unreadCount = async (username: DemoUsername, actingStudent?: string): Promise<number> =>
  (await callRoute('getUnreadPinCount', { token: people[username].token, actingStudent })).body.unread;
const mark = (username: DemoUsername, pinId: string, unread: boolean, actingStudent?: string) =>
  callRoute('markPin', { token: people[username].token, params: { pinId }, body: { unread }, actingStudent });

beforeAll(async () => {
  people = await signInDemoPeople();
});

describe('boards', () => {
  it('shows a student the public board and the boards of their class and courses, a tutor the staff board and their class', async () => {
    const anna = await callRoute('listPinboards', { token: people['schueler.anna'].token });
    expect(anna.body.pinboards.map((board: { displayName: string }) => board.displayName)).toEqual([
      'Schulleben',
      '7a',
      'AG Robotik',
      'Schwimmkurs',
    ]);
    const schmidt = await callRoute('listPinboards', { token: people['lehrer.schmidt'].token });
    expect(schmidt.body.pinboards.map((board: { id: string; canPost: boolean }) => [board.id, board.canPost])).toEqual([
      ['kollegium', true],
      ['schulleben', true],
      ['group-9b', true],
    ]);
  });
});

describe('current pins', () => {
  it('shows each reader the current pins of their boards only', async () => {
    expect(titles(await current('schueler.anna'))).toEqual(expect.arrayContaining(['Weihnachtsbasar am Freitag', 'Wandertag 7a']));
    expect(titles(await current('schueler.anna'))).not.toContain('Zeugniskonferenzen');
    expect(titles(await current('schueler.ben'))).not.toContain('Wandertag 7a');
    expect(titles(await current('lehrer.schmidt'))).toEqual(expect.arrayContaining(['Zeugniskonferenzen', 'Weihnachtsbasar am Freitag']));
    expect(await current('schueler.lena')).toEqual([]);
    expect(titles(await current('eltern.weber', people['schueler.anna'].uid))).toContain('Wandertag 7a');
  });

  it('leaves out pins that start tomorrow or ended yesterday, and keeps those valid today only', async () => {
    await create('lehrer.schmidt', { title: 'Integrationstest morgen', start: addDays(today, 1), end: addDays(today, 2) });
    await create('lehrer.schmidt', { title: 'Integrationstest gestern', start: addDays(today, -2), end: addDays(today, -1) });
    await create('lehrer.schmidt', { title: 'Integrationstest heute', start: today, end: today });
    const ben = titles(await current('schueler.ben'));
    expect(ben).toContain('Integrationstest heute');
    expect(ben).not.toContain('Integrationstest morgen');
    expect(ben).not.toContain('Integrationstest gestern');
  });

  it('reads the same number of DynamoDB requests whatever the number of pins on a board', async () => {
    const before = await callRoute('listCurrentPins', { token: people['schueler.ben'].token });
    for (let index = 0; index < 4; index += 1) await create('lehrer.schmidt', { title: `Integrationstest Menge ${index}` });
    const after = await callRoute('listCurrentPins', { token: people['schueler.ben'].token });
    expect(after.body.pins.length).toBeGreaterThan(before.body.pins.length);
    expect(after.ddbRequests).toBe(before.ddbRequests);
  });
});

describe('read flags', () => {
  it('marks a pin read for one reader only, and unread again; a guardian reads for the child apart from the child', async () => {
    const pinId = await create('lehrer.mueller', { pinboardIds: ['group-7a'], title: 'Integrationstest gelesen' });
    const annaBefore = await unreadCount('schueler.anna');
    const weberBefore = await unreadCount('eltern.weber', people['schueler.anna'].uid);
    expect((await mark('schueler.anna', pinId, false)).status).toBe(200);
    expect(await unreadCount('schueler.anna')).toBe(annaBefore - 1);
    expect(await unreadCount('eltern.weber', people['schueler.anna'].uid)).toBe(weberBefore);
    expect((await current('schueler.anna')).find((pin) => pin.id === pinId)?.unread).toBe(false);
    expect((await mark('schueler.anna', pinId, true)).status).toBe(200);
    expect(await unreadCount('schueler.anna')).toBe(annaBefore);
  });

  it('answers 404 for a pin the reader may not see, in the same school or another', async () => {
    const pinId = await create('lehrer.schmidt', { title: 'Integrationstest nur 9b' });
    expect((await mark('schueler.anna', pinId, false)).status).toBe(404);
    expect((await mark('schueler.lena', pinId, false)).status).toBe(404);
    expect((await callRoute('stackPin', { token: people['schueler.lena'].token, params: { pinId } })).status).toBe(404);
  });
});

describe('writing pins', () => {
  it('refuses boards the tutor may not post to and every broken rule, writing nothing', async () => {
    const token = people['lehrer.schmidt'].token;
    expect((await callRoute('createPin', { token, body: body({ pinboardIds: ['group-7a'] }) })).status).toBe(403);
    expect((await callRoute('createPin', { token, body: body({ pinboardIds: ['group-6c'] }) })).status).toBe(403);
    expect((await callRoute('createPin', { token, body: body({ pinboardIds: [] }) })).status).toBe(400);
    expect((await callRoute('createPin', { token, body: body({ start: addDays(today, 2), end: today }) })).status).toBe(400);
    expect((await callRoute('createPin', { token, body: body({ title: '' }) })).status).toBe(400);
    expect((await callRoute('createPin', { token, body: body({ content: '' }) })).status).toBe(400);
    expect((await callRoute('createPin', { token, body: body({ title: 'x'.repeat(101) }) })).status).toBe(400);
    expect((await callRoute('createPin', { token, body: { ...body(), author: 'someone' } })).status).toBe(400);
    expect(titles(await current('lehrer.schmidt')).filter((title) => title === 'Integrationstest Pin')).toEqual([]);
  });

  it('lets only the author edit and delete; an edit moves the pin between boards without leaving it behind', async () => {
    const pinId = await create('lehrer.mueller', { pinboardIds: ['group-7a'], title: 'Integrationstest wandert' });
    const moved = { ...body({ pinboardIds: ['schulleben'], title: 'Integrationstest gewandert', end: addDays(today, 5) }), revision: 1 };
    expect((await callRoute('updatePin', { token: people['lehrer.schmidt'].token, params: { pinId }, body: moved })).status).toBe(404);
    expect((await callRoute('deletePin', { token: people['lehrer.schmidt'].token, params: { pinId } })).status).toBe(404);
    expect((await callRoute('updatePin', { token: people['lehrer.mueller'].token, params: { pinId }, body: moved })).status).toBe(200);
    const ben = titles(await current('schueler.ben'));
    expect(ben).toContain('Integrationstest gewandert');
    expect(titles(await current('schueler.anna')).filter((title) => title.startsWith('Integrationstest gewandert'))).toHaveLength(1);
    expect(titles(await current('schueler.anna'))).not.toContain('Integrationstest wandert');
    const own = await callRoute('listOwnPins', { token: people['lehrer.mueller'].token });
    expect(own.body.pins.find((pin: Pin) => pin.id === pinId)).toMatchObject({ own: true, pinboardIds: ['schulleben'] });
  });

  it('refuses an edit started from an older revision with 409, keeping the save made meanwhile', async () => {
    const pinId = await create('lehrer.mueller', { pinboardIds: ['group-7a'], title: 'Integrationstest zwei Tabs' });
    const edit = (revision: number, overrides: Partial<SavePinBody>) =>
      callRoute('updatePin', { token: people['lehrer.mueller'].token, params: { pinId }, body: { ...body(overrides), revision } });
    const ownPin = async () =>
      defined(
        (await callRoute('listOwnPins', { token: people['lehrer.mueller'].token })).body.pins.find((pin) => pin.id === pinId),
        'the pin',
      );
    expect((await ownPin()).revision).toBe(1);

    const firstTab = await edit(1, { pinboardIds: ['group-7a'], title: 'Integrationstest neuer Titel' });
    expect(firstTab.status).toBe(200);
    const secondTab = await edit(1, { pinboardIds: ['group-7a'], title: 'Integrationstest zwei Tabs', content: 'Neuer Inhalt' });
    expect(secondTab.status).toBe(409);
    expect(secondTab.error).toEqual({ code: 'conflict', fields: { revision: 'outdated' } });
    expect(secondTab.ddbWrites).toBe(0);
    expect(await ownPin()).toMatchObject({ title: 'Integrationstest neuer Titel', content: 'Inhalt des Tests', revision: 2 });

    const overwritten = await edit(2, { pinboardIds: ['group-7a'], title: 'Integrationstest zwei Tabs', content: 'Neuer Inhalt' });
    expect(overwritten.status).toBe(200);
    expect(await ownPin()).toMatchObject({ title: 'Integrationstest zwei Tabs', content: 'Neuer Inhalt', revision: 3 });
    expect((await edit(4, { pinboardIds: ['group-7a'] })).status).toBe(409);
  });

  it('keeps one consistent set of placements when edits race: one wins, the others get 409', async () => {
    const pinId = await create('lehrer.mueller', { pinboardIds: ['group-7a'], title: 'Integrationstest Wettlauf' });
    const boards = [['group-7a'], ['schulleben'], ['kollegium'], ['group-7a', 'schulleben'], ['kollegium', 'group-7a']];
    const answers = await Promise.all(
      boards.map((pinboardIds, index) =>
        callRoute('updatePin', {
          token: people['lehrer.mueller'].token,
          params: { pinId },
          body: { ...body({ pinboardIds, title: `Integrationstest Wettlauf ${index}` }), revision: 1 },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const own = await callRoute('listOwnPins', { token: people['lehrer.mueller'].token });
    const pin = defined(
      own.body.pins.find((item) => item.id === pinId),
      'the pin',
    );
    const onAnnasBoards = (await current('schueler.anna')).filter((item) => item.id === pinId);
    const annaSees = pin.pinboardIds.some((id) => id === 'group-7a' || id === 'schulleben');
    expect(onAnnasBoards).toHaveLength(annaSees ? 1 : 0);
    if (annaSees) expect(onAnnasBoards[0]?.title).toBe(pin.title);
  });
});

describe('stacking', () => {
  it('keeps a personal copy without boards or author that survives the pin, and deletes it again', async () => {
    const pinId = await create('lehrer.mueller', { pinboardIds: ['group-7a'], title: 'Integrationstest ablegen' });
    const stacked = await callRoute('stackPin', { token: people['schueler.anna'].token, params: { pinId } });
    expect(stacked.status).toBe(200);
    expect(stacked.body).toMatchObject({ title: 'Integrationstest ablegen', stackedOn: today, color: { name: 'amber', shade: 600 } });
    expect(stacked.body).not.toHaveProperty('pinboardIds');
    await callRoute('deletePin', { token: people['lehrer.mueller'].token, params: { pinId } });
    const list = await callRoute('listStackedPins', { token: people['schueler.anna'].token });
    expect(list.body.pins.map((pin: { id: string }) => pin.id)).toContain(stacked.body.id);
    const weber = await callRoute('listStackedPins', { token: people['eltern.weber'].token, actingStudent: people['schueler.anna'].uid });
    expect(weber.body.pins.map((pin: { id: string }) => pin.id)).not.toContain(stacked.body.id);
    const params = { stackedId: stacked.body.id };
    expect((await callRoute('deleteStackedPin', { token: people['schueler.ben'].token, params })).status).toBe(404);
    expect((await callRoute('deleteStackedPin', { token: people['schueler.anna'].token, params })).status).toBe(200);
    expect((await callRoute('deleteStackedPin', { token: people['schueler.anna'].token, params })).status).toBe(404);
  });
});

describe('linked polls', () => {
  it('links the author’s own published polls with their label; a draft or another tutor’s poll is refused, writing nothing', async () => {
    const published = await createPoll(people['lehrer.mueller'].token, samplePollContent({ label: 'Integrationstest Pin-Umfrage' }));
    const draft = await createPoll(people['lehrer.mueller'].token, samplePollContent(), false);
    const foreign = await createPoll(people['lehrer.schmidt'].token, samplePollContent());
    for (const pollId of [draft, foreign]) {
      const refused = await callRoute('createPin', {
        token: people['lehrer.mueller'].token,
        body: body({ pinboardIds: ['group-7a'], pollIds: [pollId] }),
      });
      expect(refused.status).toBe(400);
      expect(refused.ddbWrites).toBe(0);
    }
    const pinId = await create('lehrer.mueller', { pinboardIds: ['group-7a'], pollIds: [published] });
    const shown = (await current('schueler.anna')).find((pin) => pin.id === pinId);
    expect(shown?.polls).toEqual([{ id: published, label: 'Integrationstest Pin-Umfrage' }]);
  });
});

describe('attachments', () => {
  it('copies the author’s stored file to the pin; every reader downloads it, nobody else; a removed one is gone', async () => {
    const letter = await storeFile(people['lehrer.mueller'].token, 'Elternbrief.txt', new Blob(['Liebe Eltern'], { type: 'text/plain' }));
    const annasFile = await storeFile(people['schueler.anna'].token, 'Hausaufgabe.txt', new Blob(['Anna'], { type: 'text/plain' }));
    const foreign = await callRoute('createPin', {
      token: people['lehrer.mueller'].token,
      body: body({ pinboardIds: ['group-7a'], storageItemIds: [annasFile.id] }),
    });
    expect(foreign.status).toBe(400);
    expect(foreign.ddbWrites).toBe(0);

    const pinId = await create('lehrer.mueller', { pinboardIds: ['group-7a'], storageItemIds: [letter.id] });
    const shown = (await current('schueler.anna')).find((pin) => pin.id === pinId);
    expect(shown?.attachments).toEqual([{ id: anyString(), name: 'Elternbrief.txt', contentType: 'text/plain', fileSize: 12 }]);
    const params = { pinId, attachmentId: shown?.attachments[0]?.id ?? '' };
    const download = await callRoute('getPinAttachment', { token: people['schueler.anna'].token, params });
    expect(download.status).toBe(200);
    expect(await (await fetch(download.body.url)).text()).toBe('Liebe Eltern');
    const forWeber = await callRoute('getPinAttachment', {
      token: people['eltern.weber'].token,
      params,
      actingStudent: people['schueler.anna'].uid,
    });
    expect(forWeber.status).toBe(200);
    expect((await callRoute('getPinAttachment', { token: people['schueler.ben'].token, params })).status).toBe(404);

    // The author's storage copy may go: the pin keeps its own.
    await callRoute('deleteStorageItem', { token: people['lehrer.mueller'].token, params: { itemId: letter.id } });
    expect(
      await (await fetch((await callRoute('getPinAttachment', { token: people['schueler.anna'].token, params })).body.url)).text(),
    ).toBe('Liebe Eltern');
    const edited = await callRoute('updatePin', {
      token: people['lehrer.mueller'].token,
      params: { pinId },
      body: { ...body({ pinboardIds: ['group-7a'], attachmentIds: [] }), revision: 1 },
    });
    expect(edited.status).toBe(200);
    expect((await callRoute('getPinAttachment', { token: people['schueler.anna'].token, params })).status).toBe(404);
  });
});

describe('attachment size', () => {
  it('refuses attachments of more than 100 MB together, writing nothing', async () => {
    const token = people['lehrer.mueller'].token;
    const megabytes = (count: number) => new Blob([new Uint8Array(count * 1024 * 1024)], { type: 'application/pdf' });
    const files = [
      await storeFile(token, 'Teil 1.pdf', megabytes(50)),
      await storeFile(token, 'Teil 2.pdf', megabytes(50)),
      await storeFile(token, 'Teil 3.pdf', megabytes(1)),
    ];
    const tooLarge = await callRoute('createPin', {
      token,
      body: body({ pinboardIds: ['group-7a'], storageItemIds: files.map((file) => file.id) }),
    });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.error).toEqual({ code: 'validation-failed', fields: { storageItemIds: 'too_large' } });
    expect(tooLarge.ddbWrites).toBe(0);

    const pinId = await create('lehrer.mueller', { pinboardIds: ['group-7a'], storageItemIds: files.slice(0, 2).map((file) => file.id) });
    const [kept] = (await callRoute('listOwnPins', { token })).body.pins.find((pin: Pin) => pin.id === pinId)?.attachments ?? [];
    const grown = await callRoute('updatePin', {
      token,
      params: { pinId },
      body: {
        ...body({ pinboardIds: ['group-7a'], attachmentIds: [kept?.id ?? ''], storageItemIds: [files[1]?.id ?? '', files[2]?.id ?? ''] }),
        revision: 1,
      },
    });
    expect(grown.status).toBe(400);
    expect(grown.ddbWrites).toBe(0);
  });
});

describe('the school’s own boards (admins)', () => {
  const boardBody = (displayName: string): PinboardBody => ({
    name: displayName,
    displayName,
    color: { name: 'green', shade: 600 },
    public: true,
    tutorUids: [],
  });
  const storedBoard = async (pinboardId: string) =>
    (await callRoute('listSchoolPinboards', { token: people['lehrer.mueller'].token })).body.pinboards.find(
      (item: AdminPinboard) => item.id === pinboardId,
    );

  it('an admin adds a public board everyone reads and a board for listed tutors only; unknown tutors are refused', async () => {
    const admin = people['lehrer.mueller'].token;
    const board = boardBody('Elternrat');
    const created = await callRoute('createPinboard', { token: admin, body: board });
    expect(created.status).toBe(200);
    const boardsOf = async (username: DemoUsername) =>
      ((await callRoute('listPinboards', { token: people[username].token })).body.pinboards as { id: string; canPost: boolean }[]).find(
        (item) => item.id === created.body.id,
      );
    expect(await boardsOf('schueler.ben')).toMatchObject({ canPost: false });

    const refused = await callRoute('updatePinboard', {
      token: admin,
      params: { pinboardId: created.body.id },
      body: { ...board, tutorUids: [people['schueler.anna'].uid], revision: 1 },
    });
    expect(refused.status).toBe(400);
    expect(refused.ddbWrites).toBe(0);
    const forMueller = await callRoute('updatePinboard', {
      token: admin,
      params: { pinboardId: created.body.id },
      body: { ...board, public: false, tutorUids: [people['lehrer.mueller'].uid], revision: 1 },
    });
    expect(forMueller.status).toBe(200);
    expect(await boardsOf('schueler.ben')).toBeUndefined();
    expect(await boardsOf('lehrer.schmidt')).toBeUndefined();
    expect(await boardsOf('lehrer.mueller')).toMatchObject({ canPost: true });
    const listed = (await callRoute('listSchoolPinboards', { token: admin })).body.pinboards as { id: string; tutorUids: string[] }[];
    expect(listed.find((item) => item.id === created.body.id)?.tutorUids).toEqual([people['lehrer.mueller'].uid]);
  });

  it('refuses an edit of a board started from an older revision with 409, keeping the save made meanwhile', async () => {
    const admin = people['lehrer.mueller'].token;
    const created = await callRoute('createPinboard', { token: admin, body: boardBody('Zwei Tabs') });
    expect(created.body.revision).toBe(1);
    const pinboardId = created.body.id;
    const edit = (revision: number, overrides: Partial<PinboardBody>) =>
      callRoute('updatePinboard', { token: admin, params: { pinboardId }, body: { ...boardBody('Zwei Tabs'), ...overrides, revision } });
    // Two tabs opened at revision 1: the first renames the board, the second's save names revision 1 still.
    const firstTab = await edit(1, { displayName: 'Erster Tab' });
    expect(firstTab.status).toBe(200);
    expect(firstTab.body.revision).toBe(2);
    const secondTab = await edit(1, { public: false });
    expect(secondTab.status).toBe(409);
    expect(secondTab.error).toEqual({ code: 'conflict', fields: { revision: 'outdated' } });
    expect(secondTab.ddbWrites).toBe(0);
    expect(await storedBoard(pinboardId)).toMatchObject({ displayName: 'Erster Tab', public: true, revision: 2 });
    // 'Meine Fassung speichern': the save names the stored revision.
    expect((await edit(2, { displayName: 'Erster Tab', public: false })).body).toMatchObject({ public: false, revision: 3 });
    expect((await edit(2, { displayName: 'Zu spät' })).error?.fields).toEqual({ revision: 'outdated' });
  });

  it('reads a board stored before boards counted saves as revision 1, and edits it once from there', async () => {
    useStackDynamoDb();
    const { pinboardEntity } = await import('../../lambdas/pins/pinboard.entity.js');
    const { getSchool } = await import('../../lambdas/schools/school.service.js');
    const admin = people['lehrer.mueller'].token;
    const pinboardId = (await callRoute('createPinboard', { token: admin, body: boardBody('Altbestand') })).body.id;
    const schoolYearId = defined((await getSchool('lindenhof')).activeSchoolYearId, 'the active school year');
    await pinboardEntity.patch({ schoolId: 'lindenhof', schoolYearId, pinboardId }).remove(['revision']).go();
    expect((await storedBoard(pinboardId))?.revision).toBe(1);
    const save = (displayName: string) =>
      callRoute('updatePinboard', { token: admin, params: { pinboardId }, body: { ...boardBody(displayName), revision: 1 } });
    expect((await save('Erster Tab')).body).toMatchObject({ displayName: 'Erster Tab', revision: 2 });
    expect((await save('Zweiter Tab')).error?.fields).toEqual({ revision: 'outdated' });
    expect(await storedBoard(pinboardId)).toMatchObject({ displayName: 'Erster Tab', revision: 2 });
  });
});
