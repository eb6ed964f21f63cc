import { activationCodeEntity } from '../../lambdas/codes/activation-code.entity.js';
import { userEntity } from '../../lambdas/users/user.entity.js';
import { demoActivationCodes, pendingDemoPeople, type DemoCodeOwner } from './demo-pending-people.js';

/** Writes the pending people and all codes; idempotent (puts of the same items). */
export const seedPendingPeople = async (registeredUids: Map<string, { uid: string; schoolId: string }>) => {
  const createdAt = new Date().toISOString();
  await userEntity
    .put(
      pendingDemoPeople.map((person) => ({
        schoolId: person.schoolId,
        uid: person.uid,
        role: person.role,
        displayName: person.displayName,
        firstname: person.firstname,
        lastname: person.lastname,
        title: person.title,
        sex: person.sex,
        groupDisplayName: person.groupDisplayName,
        signedUp: false,
        createdAt,
      })),
    )
    .go();
  const uidOf = (owner: DemoCodeOwner) => {
    if ('uid' in owner) return owner.uid;
    const registered = registeredUids.get(owner.username);
    if (!registered) throw new Error(`demo user ${owner.username} was not seeded`);
    return registered.uid;
  };
  const codes = demoActivationCodes.map(({ code, schoolId, kind, owner }) => ({ code, schoolId, kind, uid: uidOf(owner) }));
  await activationCodeEntity.put(codes.map((code) => ({ ...code, used: false, createdAt }))).go();
};
