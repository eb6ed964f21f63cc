import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { substitutionDaysOf } from '../../lambdas/substitutions/substitution-plan.model.js';
import { demoSchools } from '../../scripts/seed/demo-school.js';
import { DISPLAY_TOKEN_PATTERN, MAX_DISPLAY_LINKS } from '../../shared/display-links.js';
import { addDays, berlinToday } from '../../shared/week.js';
import { callRoute } from '../fixtures/api-session.js';
import { signInDemoPeople, type DemoPeople } from '../fixtures/demo-actors.js';
import { useStackDynamoDb } from '../fixtures/stack-services.js';

/**
 * Hallway screens: the admin's display links of her school (create, list, revoke, audited) and the
 * public plan behind a link (what students see under 'Alle Klassen'), its ETag and its cost.
 */
const holidays = demoSchools[0].schoolYear.holidays ?? [];

let people: DemoPeople;
const made: string[] = [];

beforeAll(async () => {
  people = await signInDemoPeople();
});

afterAll(async () => {
  const admin = people['lehrer.mueller'].token;
  const { body } = await callRoute('listDisplayLinks', { token: admin });
  for (const link of body.links.filter((item) => made.includes(item.id)))
    await callRoute('revokeDisplayLink', { token: admin, params: { linkId: link.id } });
});

const create = async (name: string, expiresOn?: string) => {
  const answer = await callRoute('createDisplayLink', { token: people['lehrer.mueller'].token, body: { name, expiresOn } });
  if (answer.status === 200) made.push(answer.body.link.id);
  return answer;
};
const tokenOf = (path: string) => path.replace(/^\/display\//, '');
const board = (token: string, ifNoneMatch?: string) => callRoute('getDisplayBoard', { params: { token }, ifNoneMatch });

describe('display links', () => {
  it('are made, listed and revoked by the school’s admins only, each step in the audit log', async () => {
    const admin = people['lehrer.mueller'].token;
    for (const [username, code] of [
      ['lehrer.schmidt', 'not-admin'],
      ['schueler.anna', 'not-admin'],
      ['eltern.weber', 'not-admin'],
    ] as const) {
      expect((await callRoute('listDisplayLinks', { token: people[username].token })).error?.code).toBe(code);
      expect((await callRoute('createDisplayLink', { token: people[username].token, body: { name: 'Foyer' } })).status).toBe(403);
    }
    expect((await callRoute('listDisplayLinks')).status).toBe(401);

    const created = await create('  Foyer Haupteingang  ');
    expect(created.status).toBe(200);
    expect(created.body.link).toMatchObject({ name: 'Foyer Haupteingang', expired: false });
    expect(created.body.link.expiresOn).toBeUndefined();
    const token = tokenOf(created.body.path);
    expect(token).toMatch(DISPLAY_TOKEN_PATTERN);
    expect(token.startsWith('lindenhof.')).toBe(true);

    // The list never shows a token again.
    const listed = await callRoute('listDisplayLinks', { token: admin });
    expect(listed.body.links[0]).toEqual(created.body.link);
    expect(JSON.stringify(listed.body)).not.toContain(token.split('.')[1]);

    const log = await callRoute('listAuditLog', { token: admin });
    expect(log.body.entries[0]).toMatchObject({
      action: 'display-link-created',
      detail: 'Foyer Haupteingang',
      actorUid: people['lehrer.mueller'].uid,
    });

    expect((await board(token)).status).toBe(200);
    const revoked = await callRoute('revokeDisplayLink', { token: admin, params: { linkId: created.body.link.id } });
    expect(revoked.status).toBe(200);
    expect(revoked.body.links.map((link) => link.id)).not.toContain(created.body.link.id);
    // The screen learns it at its next refresh; a second revoke finds nothing.
    const gone = await board(token);
    expect(gone.status).toBe(404);
    expect(gone.error?.code).toBe('display-link-invalid');
    expect((await callRoute('revokeDisplayLink', { token: admin, params: { linkId: created.body.link.id } })).status).toBe(404);
    expect((await callRoute('listAuditLog', { token: admin })).body.entries[0]).toMatchObject({
      action: 'display-link-revoked',
      detail: 'Foyer Haupteingang',
    });
  });

  it('refuses a missing or too long name, a last day in the past and one that is not a day', async () => {
    const empty = await create('   ');
    expect(empty.status).toBe(400);
    expect(empty.error?.fields).toHaveProperty(['body.name']);
    expect((await create('x'.repeat(61))).error?.fields).toHaveProperty(['body.name']);
    expect((await create('Flur', addDays(berlinToday(), -1))).error?.code).toBe('display-link-expiry-past');
    expect((await create('Flur', '2027-02-30')).error?.fields).toHaveProperty(['body.expiresOn']);
    const today = await create('Nur heute', berlinToday());
    expect(today.body.link).toMatchObject({ expiresOn: berlinToday(), expired: false });
    expect((await board(tokenOf(today.body.path))).status).toBe(200);
  });

  it('shows the school’s plan as a student sees all classes, without signing in, at 2 DynamoDB requests (304 too)', async () => {
    const created = await create('Lehrerzimmer');
    const token = tokenOf(created.body.path);
    const first = await board(token);
    expect(first.status).toBe(200);
    expect(first.body.schoolName).toBe('Gesamtschule am Lindenhof');
    expect(first.body.days.map((day) => day.day)).toEqual(substitutionDaysOf(berlinToday(), holidays));
    // The same changes as Anna's Vertretungsplan (students': only those flagged for them, teachers by short code).
    const anna = await callRoute('getSubstitutionPlan', { token: people['schueler.anna'].token });
    expect(first.body.days).toEqual(anna.body.days);
    const text = JSON.stringify(first.body);
    expect(text).not.toMatch(/Anna|Weber|Ben\b|Hospitation/);
    expect(text).not.toContain(people['schueler.anna'].uid);

    const warm = await board(token);
    expect(warm.status).toBe(200);
    expect(warm.ddbRequests).toBe(2);
    expect(warm.etag).toMatch(/^"[\w-]+"$/);
    const notModified = await board(token, warm.etag ?? '');
    expect(notModified.status).toBe(304);
    expect(notModified.ddbRequests).toBe(2);
  });

  it('answers an expired link with 410 and lists it as expired', async () => {
    const created = await create('Sporthalle', berlinToday());
    const token = tokenOf(created.body.path);
    useStackDynamoDb();
    const { displayLinkEntity } = await import('../../lambdas/display-links/display-link.entity.js');
    const { displayTokenHash } = await import('../../lambdas/display-links/display-links.service.js');
    await displayLinkEntity
      .patch({ schoolId: 'lindenhof', tokenHash: displayTokenHash(token) })
      .set({ expiresOn: addDays(berlinToday(), -1) })
      .go();
    const expired = await board(token);
    expect(expired.status).toBe(410);
    expect(expired.error?.code).toBe('display-link-expired');
    const listed = await callRoute('listDisplayLinks', { token: people['lehrer.mueller'].token });
    expect(listed.body.links.find((link) => link.id === created.body.link.id)).toMatchObject({ expired: true });
  });

  it('keeps every school to its own links: a token under another school’s id or a made-up one finds nothing', async () => {
    const created = await create('Mensa');
    const secret = tokenOf(created.body.path).split('.')[1] ?? '';
    for (const token of [`birkenweg.${secret}`, `lindenhof.${'A'.repeat(43)}`, `unknown-school.${secret}`]) {
      const answer = await board(token);
      expect(answer.status).toBe(404);
      expect(answer.error?.code).toBe('display-link-invalid');
    }
    expect((await board('lindenhof.short')).status).toBe(400);
  });

  it(`allows ${MAX_DISPLAY_LINKS} links per school, also when the last two are made at the same moment`, async () => {
    const admin = people['lehrer.mueller'].token;
    const { body } = await callRoute('listDisplayLinks', { token: admin });
    for (let count = body.links.length; count < MAX_DISPLAY_LINKS - 1; count += 1)
      expect((await create(`Bildschirm ${count + 1}`)).status).toBe(200);
    const together = await Promise.all([create('Gleichzeitig A'), create('Gleichzeitig B')]);
    expect(together.map((answer) => answer.status).sort()).toEqual([200, 409]);
    // 'conflict' when both read 19 before either wrote, the limit when one wrote before the other read.
    expect(['conflict', 'display-link-limit']).toContain(together.find((answer) => answer.status === 409)?.error?.code);
    expect((await callRoute('listDisplayLinks', { token: admin })).body.links).toHaveLength(MAX_DISPLAY_LINKS);
    const over = await create('Einer zu viel');
    expect(over.status).toBe(409);
    expect(over.error?.code).toBe('display-link-limit');
  });
});
