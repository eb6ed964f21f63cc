import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '../fixtures/api-session.js';
import { signInDemoPeople, type DemoPeople, type DemoUsername } from '../fixtures/demo-actors.js';

let people: DemoPeople;
beforeAll(async () => {
  people = await signInDemoPeople();
});

const myGroups = async (username: DemoUsername) => {
  const answer = await callRoute('listMyGroups', { token: people[username].token });
  expect(answer.status).toBe(200);
  return { names: answer.body.groups.map((group) => group.displayName), ddbRequests: answer.ddbRequests };
};

describe('my groups (Meine Klassen selector)', () => {
  it('lists only the groups a tutor leads when the school shows own groups', async () => {
    expect((await myGroups('lehrer.mueller')).names).toEqual(['7a']);
    expect((await myGroups('lehrer.schmidt')).names).toEqual(['9b']);
  });

  it("lists only the other school's own group for its tutor", async () => {
    expect((await myGroups('lehrer.klein')).names).toEqual(['6c']);
  });

  it('needs a fixed small number of DynamoDB requests', async () => {
    const { ddbRequests } = await myGroups('lehrer.mueller');
    expect(ddbRequests).toBeLessThanOrEqual(3); // the caller's user record with the school, the groups and the school's years (the year choice)
  });

  it('refuses students', async () => {
    const answer = await callRoute('listMyGroups', { token: people['schueler.anna'].token });
    expect(answer.status).toBe(403);
  });
});
