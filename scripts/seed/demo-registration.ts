import { activationCodeEntity } from '../../lambdas/codes/activation-code.entity.js';
import { userEntity } from '../../lambdas/users/user.entity.js';
import { demoGuardianCodes, pendingDemoPeople } from './demo-pending-people.js';

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
  const codes = [
    ...pendingDemoPeople.flatMap((person) => [
      { code: person.code, schoolId: person.schoolId, kind: person.role, uid: person.uid },
      ...(person.guardianCode
        ? [{ code: person.guardianCode, schoolId: person.schoolId, kind: 'guardian' as const, uid: person.uid }]
        : []),
    ]),
    ...Object.entries(demoGuardianCodes).map(([username, code]) => {
      const student = registeredUids.get(username)!;
      return { code, schoolId: student.schoolId, kind: 'guardian' as const, uid: student.uid };
    }),
  ];
  await activationCodeEntity.put(codes.map((code) => ({ ...code, used: false, createdAt }))).go();
};
