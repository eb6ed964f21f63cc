import { randomUUID } from 'node:crypto';
import type { ActivationCodeKind } from '../../shared/activation-code.js';
import type { ActivationCodeCheck, RegisterGuardianBody, RegisterPersonBody } from '../../shared/schemas/registration.schema.js';
import { AppError } from '../_lib/app-error.js';
import { transactionWritten } from '../_lib/condition-failure.js';
import { entityService, type TransactionEntities, type TransactionWrite } from '../_lib/entity-service.js';
import { logger } from '../_lib/observability.js';
import { consumeCode, getCodes, getUsableCode, activationCodeEntity } from '../codes/activation-code.service.js';
import { countCodeAttempt } from '../codes/code-attempt.service.js';
import { guardianLinkEntity } from '../guardians/guardian-links.service.js';
import { createLink } from '../guardians/guardian.service.js';
import { getSchools } from '../schools/school.service.js';
import { userFieldSealer } from '../users/user-fields.service.js';
import { createGuardianRecord, getUserRecords, signUpUser, userEntity } from '../users/user.service.js';
import { createCognitoAccount, deleteCognitoAccount, type NewAccount } from './cognito-account.client.js';

const accountWrites = entityService({ activationCodeEntity, userEntity, guardianLinkEntity });

/** The person a usable code belongs to; a tutor or student who already signed up makes it invalid. */
const personOf = async (code: { schoolId: string; uid: string; kind: ActivationCodeKind }) => {
  const [person] = await getUserRecords([{ schoolId: code.schoolId, uid: code.uid }]);
  if (!person || (code.kind !== 'guardian' && person.signedUp)) throw new AppError('code-invalid');
  return person;
};

/** The public code check: the code's kind and whom it belongs to (for guardian codes: the child). */
export const checkActivationCode = async (
  code: string,
  expectedKind: ActivationCodeKind,
  clientAddress: string,
): Promise<ActivationCodeCheck> => {
  await countCodeAttempt(clientAddress);
  const item = await getUsableCode(code, expectedKind);
  const [person, schools] = await Promise.all([personOf(item), getSchools([item.schoolId])]);
  return {
    kind: item.kind,
    displayName: person.displayName,
    groupDisplayName: person.groupDisplayName,
    schoolName: schools.get(item.schoolId)?.name ?? '',
  };
};

/**
 * Creates the Cognito user, then writes the records and consumes the codes in one conditional
 * transaction. If the transaction fails (a code was used meanwhile, also by a simultaneous
 * registration), the Cognito user is deleted again: no half-created account remains.
 */
const createAccount = async (
  account: NewAccount,
  writes: (entities: TransactionEntities<'activationCodeEntity' | 'userEntity' | 'guardianLinkEntity'>) => TransactionWrite[],
) => {
  await createCognitoAccount(account);
  let written = false;
  try {
    written = transactionWritten(await accountWrites.transaction.write(writes).go());
  } finally {
    if (!written) {
      await deleteCognitoAccount(account.username).catch((error: unknown) =>
        logger.error('registration rollback failed', {
          schoolId: account.schoolId,
          errorName: error instanceof Error ? error.name : 'unknown',
        }),
      );
    }
  }
  if (!written) throw new AppError('code-invalid');
  return { username: account.username };
};

/** Registration of an imported tutor or student with their own code. */
export const registerPerson = async (kind: 'tutor' | 'student', body: RegisterPersonBody, clientAddress: string) => {
  await countCodeAttempt(clientAddress);
  const code = await getUsableCode(body.code, kind);
  await personOf(code);
  const seal = await userFieldSealer(code.schoolId);
  const groupDisplayName = kind === 'tutor' ? body.userInfo.groupDisplayName : undefined;
  return createAccount(
    { username: body.username, password: body.password, email: body.email, schoolId: code.schoolId, role: kind, uid: code.uid },
    (entities) => [
      consumeCode(entities, code.code, code.uid),
      signUpUser(
        entities,
        { schoolId: code.schoolId, uid: code.uid },
        { username: body.username, email: body.email, groupDisplayName },
        seal,
      ),
    ],
  );
};

/**
 * Registration of a guardian with one or more children's guardian codes. The guardian's own
 * record lives in the first child's school; each child (of any school) gets a link.
 */
export const registerGuardian = async (body: RegisterGuardianBody, clientAddress: string) => {
  await countCodeAttempt(clientAddress);
  const codes = body.codes.map((entry) => entry.code);
  if (new Set(codes).size !== codes.length) throw new AppError('duplicate-codes');
  const items = await getCodes(codes);
  if (items.length !== codes.length || items.some((item) => item.used || item.kind !== 'guardian')) throw new AppError('code-invalid');
  if (new Set(items.map((item) => `${item.schoolId}/${item.uid}`)).size !== items.length) throw new AppError('duplicate-codes');
  await Promise.all(items.map(personOf));

  const [firstItem] = items;
  if (!firstItem) throw new AppError('code-invalid');
  const legalByCode = new Map(body.codes.map((entry) => [entry.code, entry.legal]));

  const uid = randomUUID();
  const schoolId = firstItem.schoolId;
  const linkedAt = Date.now();
  const seal = await userFieldSealer(schoolId);
  return createAccount(
    { username: body.username, password: body.password, email: body.email, schoolId, role: 'guardian', uid },
    (entities) => [
      createGuardianRecord(entities, { schoolId, uid, username: body.username, displayName: body.displayName, email: body.email }, seal),
      ...items.flatMap((item, index) => [
        consumeCode(entities, item.code, uid),
        createLink(entities, {
          guardianUid: uid,
          studentUid: item.uid,
          studentSchoolId: item.schoolId,
          legal: legalByCode.get(item.code) === true,
          linkedAt: new Date(linkedAt + index).toISOString(),
        }),
      ]),
    ],
  );
};
