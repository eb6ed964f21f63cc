import { randomBytes } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import { generateActivationCode, type ActivationCodeKind } from '../../shared/activation-code.js';
import type { ErrorCode } from '../../shared/errors.js';
import { AppError } from '../_lib/app-error.js';
import { isConditionFailure } from '../_lib/condition-failure.js';
import type { TransactionEntities } from '../_lib/entity-service.js';
import { activationCodeEntity } from './activation-code.entity.js';

/** Joined into the service of a transaction that writes with this module's functions (lambdas/_lib/entity-service.ts). */
export { activationCodeEntity } from './activation-code.entity.js';

export type ActivationCode = EntityItem<typeof activationCodeEntity>;

/** The error for a code of the wrong kind: the spec has texts for tutor and student codes. */
const wrongKindError: Record<ActivationCodeKind, ErrorCode> = {
  tutor: 'code-not-tutor',
  student: 'code-not-student',
  guardian: 'code-invalid',
};

/** An unused code of the expected kind; unknown and used codes are 'code-invalid'. */
export const getUsableCode = async (code: string, expectedKind: ActivationCodeKind): Promise<ActivationCode> => {
  const { data } = await activationCodeEntity.get({ code }).go();
  if (!data || data.used) throw new AppError('code-invalid');
  if (data.kind !== expectedKind) throw new AppError(wrongKindError[expectedKind]);
  return data;
};

/** Several codes in one batch; the result follows the order of `codes` (missing ones left out). */
export const getCodes = async (codes: string[]): Promise<ActivationCode[]> => {
  const { data } = await activationCodeEntity.get(codes.map((code) => ({ code }))).go();
  const byCode = new Map(data.map((item) => [item.code, item]));
  return codes.flatMap((code) => byCode.get(code) ?? []);
};

/** Marks the code used, only if it still is unused: a code can never be used twice (transaction write). */
export const consumeCode = ({ activationCodeEntity }: TransactionEntities<'activationCodeEntity'>, code: string, usedBy: string) =>
  activationCodeEntity
    .patch({ code })
    .set({ used: true, usedBy, usedAt: new Date().toISOString() })
    .where(({ used }, { eq }) => eq(used, false))
    .commit();

/**
 * Creates a new code for a person; the code is unique across all schools (attribute_not_exists),
 * so a collision draws a new one. `code` fixes the value (demo seed).
 */
export const createActivationCode = async (input: { schoolId: string; kind: ActivationCodeKind; uid: string; code?: string }) => {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = input.code ?? generateActivationCode((length) => randomBytes(length));
    try {
      await activationCodeEntity
        .create({ code, schoolId: input.schoolId, kind: input.kind, uid: input.uid, used: false, createdAt: new Date().toISOString() })
        .go();
      return code;
    } catch (error) {
      if (input.code || !isConditionFailure(error)) throw error;
    }
  }
  throw new AppError('conflict');
};

/** The school's codes of one kind that nobody has used yet (index bySchool, all pages). */
export const listUnusedCodes = async (schoolId: string, kind: ActivationCodeKind): Promise<ActivationCode[]> => {
  const { data } = await activationCodeEntity.query.bySchool({ schoolId, kind }).go({ pages: 'all' });
  return data.filter((item) => !item.used);
};

/**
 * A new random code for a person as a transaction write: written only if the code is new across
 * all schools, so a collision cancels the transaction and the caller draws again.
 */
export const createRandomActivationCode = (
  { activationCodeEntity }: TransactionEntities<'activationCodeEntity'>,
  input: { schoolId: string; kind: ActivationCodeKind; uid: string },
) =>
  activationCodeEntity
    .create({ code: generateActivationCode((length) => randomBytes(length)), ...input, used: false, createdAt: new Date().toISOString() })
    .commit();

/** The codes of one person (tutor or student) that nobody has used yet: one query of index bySchool. */
export const listUnusedCodesOf = async (schoolId: string, kind: ActivationCodeKind, uid: string): Promise<ActivationCode[]> => {
  const { data } = await activationCodeEntity.query.bySchool({ schoolId, kind, uid }).go();
  return data.filter((item) => !item.used);
};

/**
 * A person's new code replacing their unused ones, as writes of one transaction: each old code is
 * deleted only while it is still unused and the new one is created only if it is new across all
 * schools. So the old and the new code never both work, and a registration with the old code that
 * commits first cancels the replacement.
 */
export const replaceActivationCodes = (
  { activationCodeEntity }: TransactionEntities<'activationCodeEntity'>,
  oldCodes: string[],
  input: { schoolId: string; kind: ActivationCodeKind; uid: string },
) => {
  const code = generateActivationCode((length) => randomBytes(length));
  return {
    code,
    writes: [
      ...oldCodes.map((old) =>
        activationCodeEntity
          .delete({ code: old })
          .where(({ used }, { eq }) => eq(used, false))
          .commit(),
      ),
      activationCodeEntity.create({ code, ...input, used: false, createdAt: new Date().toISOString() }).commit(),
    ],
  };
};
