import { beforeAll, describe, expect, it } from 'vitest';
import type { SavePinBody } from '../../shared/schemas/pin.schema.js';
import { berlinToday } from '../../shared/week.js';
import { callRoute } from '../fixtures/api-session.js';
import { signInDemoPeople, type DemoPeople } from '../fixtures/demo-actors.js';

/**
 * Text is what it shows (shared/schemas/text.schema.ts at the API edge): zero-width characters do not fill a
 * required field, a direction override is refused in a name and taken out of a long text, and text is stored in NFC.
 */
let people: DemoPeople;
beforeAll(async () => {
  people = await signInDemoPeople();
});

const pinBody = (title: string, content: string): SavePinBody => ({
  pinboardIds: ['group-9b'],
  start: berlinToday(),
  end: berlinToday(),
  title,
  content,
  color: { name: 'amber', shade: 600 },
  pollIds: [],
  attachmentIds: [],
  storageItemIds: [],
});

describe('free text at the API edge', () => {
  it('refuses a pin title and content of zero-width spaces as empty', async () => {
    const answer = await callRoute('createPin', { token: people['lehrer.schmidt'].token, body: pinBody('\u200B\u200B', '\u200B \u200B') });
    expect(answer.status).toBe(400);
    expect(answer.error).toMatchObject({ code: 'validation-failed', fields: { 'body.title': 'too_small', 'body.content': 'too_small' } });
  });

  it('refuses a display name that is invisible but for three letters (4 to 30 characters)', async () => {
    const token = people['lehrer.schmidt'].token;
    const answer = await callRoute('updateDisplayName', { token, body: { displayName: 'A\u200BB\u200BC\u200B\u200B' } });
    expect(answer.status).toBe(400);
    expect(answer.error).toMatchObject({ fields: { 'body.displayName': 'too_small' } });
  });

  it("refuses a folder name with a direction override ('fdp.exe' that would show as 'exe.pdf')", async () => {
    const token = people['lehrer.schmidt'].token;
    const answer = await callRoute('createStorageFolder', { token, params: { folderId: 'root' }, body: { name: 'Rechnung\u202Efdp.exe' } });
    expect(answer.status).toBe(400);
    expect(answer.error).toMatchObject({ fields: { 'body.name': 'direction_characters' } });
  });

  it('stores a pin with the override taken out of its content and its title in NFC', async () => {
    const token = people['lehrer.schmidt'].token;
    const created = await callRoute('createPin', { token, body: pinBody('Mu\u0308lltrennung', 'Anhang: \u202Efdp.exe') });
    expect(created.status).toBe(200);
    const stored = (await callRoute('listOwnPins', { token })).body.pins.find((pin) => pin.id === created.body.id);
    expect((await callRoute('deletePin', { token, params: { pinId: created.body.id } })).status).toBe(200);
    expect(stored?.title).toBe('Mülltrennung');
    expect(stored?.content).toBe('Anhang: fdp.exe');
  });
});
