import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SavePinBody } from '../../shared/schemas/pin.schema.js';
import { berlinToday } from '../../shared/week.js';
import { callRoute } from '../fixtures/api-session.js';
import { signInDemoPeople, type DemoPeople } from '../fixtures/demo-actors.js';

/**
 * A state-changing call names its user action with an Idempotency-Key (the web sends one per action, again with every
 * retry of it): the action is done once, a repeat gets the first answer without a second effect, the same key with
 * other input is refused, and one person's key does not answer another's action.
 */
let people: DemoPeople;
beforeAll(async () => {
  people = await signInDemoPeople();
});

const TITLE = 'Integrationstest einmal gespeichert';
const pinBody = (content = 'Einmal gesendet, zweimal angekommen.', board = 'group-9b'): SavePinBody => ({
  pinboardIds: [board],
  start: berlinToday(),
  end: berlinToday(),
  title: TITLE,
  content,
  color: { name: 'amber', shade: 600 },
  pollIds: [],
  attachmentIds: [],
  storageItemIds: [],
});

/** A teacher's pins of that title; `remove` deletes them. */
const ownPinsTitled = async (username: 'lehrer.schmidt' | 'lehrer.mueller') => {
  const token = people[username].token;
  const pins = (await callRoute('listOwnPins', { token })).body.pins.filter((pin) => pin.title === TITLE);
  return {
    ids: pins.map((pin) => pin.id),
    remove: async () => {
      for (const pin of pins) expect((await callRoute('deletePin', { token, params: { pinId: pin.id } })).status).toBe(200);
    },
  };
};

describe('a user action sent twice', () => {
  it('saves the pin once and answers the repeat with the first answer', async () => {
    const token = people['lehrer.schmidt'].token;
    const idempotencyKey = randomUUID();
    const first = await callRoute('createPin', { token, body: pinBody(), idempotencyKey });
    const repeat = await callRoute('createPin', { token, body: pinBody(), idempotencyKey });
    const stored = await ownPinsTitled('lehrer.schmidt');
    await stored.remove();
    expect(first.status).toBe(200);
    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual(first.body);
    expect(stored.ids).toEqual([first.body.id]);
    // The repeat's one write is its receipt's conditional put, which finds the first answer instead.
    expect(repeat.ddbWrites).toBe(1);
  });

  it("refuses the same key with other input ('repeated-request-changed') and saves nothing more", async () => {
    const token = people['lehrer.schmidt'].token;
    const idempotencyKey = randomUUID();
    const first = await callRoute('createPin', { token, body: pinBody(), idempotencyKey });
    const changed = await callRoute('createPin', { token, body: pinBody('Etwas anderes.'), idempotencyKey });
    const stored = await ownPinsTitled('lehrer.schmidt');
    await stored.remove();
    expect(first.status).toBe(200);
    expect(changed.status).toBe(422);
    expect(changed.error?.code).toBe('repeated-request-changed');
    expect(stored.ids).toHaveLength(1);
  });

  it("does another person's action with the same key as her own", async () => {
    const idempotencyKey = randomUUID();
    const schmidts = await callRoute('createPin', { token: people['lehrer.schmidt'].token, body: pinBody(), idempotencyKey });
    const muellersBody = pinBody(undefined, 'group-7a');
    const muellers = await callRoute('createPin', { token: people['lehrer.mueller'].token, body: muellersBody, idempotencyKey });
    const storedSchmidt = await ownPinsTitled('lehrer.schmidt');
    const storedMueller = await ownPinsTitled('lehrer.mueller');
    await storedSchmidt.remove();
    await storedMueller.remove();
    expect(schmidts.status).toBe(200);
    expect(muellers.status).toBe(200);
    expect(storedSchmidt.ids).toEqual([schmidts.body.id]);
    expect(storedMueller.ids).toEqual([muellers.body.id]);
  });

  it('does every action without a key (other clients than the web) and refuses a key that is no UUID', async () => {
    const token = people['lehrer.schmidt'].token;
    const without = [await callRoute('createPin', { token, body: pinBody() }), await callRoute('createPin', { token, body: pinBody() })];
    const malformed = await callRoute('createPin', { token, body: pinBody(), idempotencyKey: 'nochmal' });
    const stored = await ownPinsTitled('lehrer.schmidt');
    await stored.remove();
    expect(without.map((answer) => answer.status)).toEqual([200, 200]);
    expect(malformed.status).toBe(400);
    expect(malformed.error).toEqual({ code: 'validation-failed', fields: { 'idempotency-key': 'invalid_format' } });
    expect(stored.ids).toHaveLength(2);
  });
});
