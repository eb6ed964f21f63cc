import type { NonEmpty } from '../../shared/cyclic.js';
import { transactionWritten } from '../_lib/condition-failure.js';
import { entityService, MAX_TRANSACTION_ITEMS, type TransactionEntities, type TransactionWrite } from '../_lib/entity-service.js';
import { createRandomActivationCode, activationCodeEntity } from '../codes/activation-code.service.js';
import { putGroupMember, groupMemberEntity } from '../timetable/class-groups.service.js';
import { bumpPlanVersion } from '../timetable/plan-version.service.js';
import { createImportedUser, existingUids, type ImportedPerson } from '../users/imported-user.service.js';
import type { Sealer } from '../users/user-fields.service.js';
import { userEntity } from '../users/user.service.js';

const peopleWrites = entityService({ userEntity, activationCodeEntity, groupMemberEntity });

/** Batches written at the same time. */
const PARALLEL_BATCHES = 4;
/** A person's transaction is retried (new codes on a code collision, or after a concurrent writer). */
const ATTEMPTS_PER_PERSON = 5;

export interface PersonToWrite {
  person: ImportedPerson;
  membership?: { schoolYearId: string; groupId: string };
}
export interface BatchOutcome {
  created: number;
  skipped: number;
}

/** The activation codes a person gets: students their own and a guardian code, tutors their own. */
const codeKindsOf = (person: ImportedPerson) => (person.role === 'student' ? (['student', 'guardian'] as const) : (['tutor'] as const));

/** How many transaction items a person takes: record, codes and class membership. */
const itemCountOf = ({ person, membership }: PersonToWrite) => 1 + codeKindsOf(person).length + (membership ? 1 : 0);

/** A person's record (sealed as the school writes them), codes and class membership, as one unit (a new random code each time). */
const writesOf = (
  entities: TransactionEntities<'userEntity' | 'activationCodeEntity' | 'groupMemberEntity'>,
  { person, membership }: PersonToWrite,
  seal: Sealer,
): TransactionWrite[] => [
  createImportedUser(entities, person, seal),
  ...codeKindsOf(person).map((kind) => createRandomActivationCode(entities, { schoolId: person.schoolId, uid: person.uid, kind })),
  ...(membership ? [putGroupMember(entities, { schoolId: person.schoolId, ...membership, studentUid: person.uid })] : []),
];

/** Writes these people's items all or none: false when a record or code existed (or a concurrent writer came first). */
const writeTogether = async (entries: PersonToWrite[], seal: Sealer) =>
  transactionWritten(await peopleWrites.transaction.write((entities) => entries.flatMap((entry) => writesOf(entities, entry, seal))).go());

/** One person alone: created, or skipped when the record exists (another run wrote it). */
const writeOne = async (entry: PersonToWrite, seal: Sealer): Promise<'created' | 'skipped'> => {
  for (let attempt = 0; attempt < ATTEMPTS_PER_PERSON; attempt += 1) {
    if (await writeTogether([entry], seal)) return 'created';
    if ((await existingUids(entry.person.schoolId, [entry.person.uid])).has(entry.person.uid)) return 'skipped';
  }
  throw new Error('an imported person could not be written');
};

/** A batch in one transaction; if that is cancelled (a record appeared meanwhile, a code collided), person by person. */
const writeBatch = async (batch: NonEmpty<PersonToWrite>, seal: Sealer): Promise<BatchOutcome> => {
  const present = await existingUids(
    batch[0].person.schoolId,
    batch.map(({ person }) => person.uid),
  );
  const fresh = batch.filter(({ person }) => !present.has(person.uid));
  if (fresh.length === 0 || (await writeTogether(fresh, seal))) return { created: fresh.length, skipped: batch.length - fresh.length };
  const outcomes = [];
  for (const entry of fresh) outcomes.push(await writeOne(entry, seal));
  const created = outcomes.filter((outcome) => outcome === 'created').length;
  return { created, skipped: batch.length - created };
};

/**
 * Writes everyone, each person's items all or none, batches of up to 100 items in parallel;
 * `onBatch` hears every batch's outcome (progress). Existing records are skipped, never overwritten.
 * `seal` writes the personal fields as the school stores them (encrypted while its encryptData is on).
 * The class memberships are what calendar feeds show: the school's feeds are stale afterwards.
 */
export const writePeople = async (people: PersonToWrite[], seal: Sealer, onBatch: (outcome: BatchOutcome) => Promise<void>) => {
  const [first, ...others] = people;
  if (!first) return;
  const perBatch = Math.floor(MAX_TRANSACTION_ITEMS / itemCountOf(first));
  const batches: [PersonToWrite, ...PersonToWrite[]][] = [];
  for (const person of [first, ...others]) {
    const current = batches.at(-1);
    if (current && current.length < perBatch) current.push(person);
    else batches.push([person]);
  }
  const worker = async () => {
    for (let batch = batches.shift(); batch; batch = batches.shift()) await onBatch(await writeBatch(batch, seal));
  };
  try {
    await Promise.all(Array.from({ length: Math.min(PARALLEL_BATCHES, batches.length) }, worker));
  } finally {
    await bumpPlanVersion(first.person.schoolId);
  }
};
