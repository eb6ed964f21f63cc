import { newActivationCodeItem } from '../codes/activation-code.service.js';
import { writeTransaction, type TransactItem } from '../_lib/transaction.js';
import { groupMemberItem } from '../timetable/class-groups.service.js';
import { createImportedUserItem, existingUids, type ImportedPerson } from '../users/imported-user.service.js';

/** DynamoDB's limit of items per transaction. */
const MAX_TRANSACTION_ITEMS = 100;
/** Batches written at the same time. */
const PARALLEL_BATCHES = 4;
/** A person's transaction is retried (new codes on a code collision, or after a concurrent writer). */
const ATTEMPTS_PER_PERSON = 5;

export type PersonToWrite = { person: ImportedPerson; membership?: { schoolYearId: string; groupId: string } };
export type BatchOutcome = { created: number; skipped: number };

/** A person's record, codes (students: own and guardian code; tutors: own code) and class membership, as one unit. */
const itemsOf = ({ person, membership }: PersonToWrite): TransactItem[] => {
  const key = { schoolId: person.schoolId, uid: person.uid };
  const codes =
    person.role === 'student'
      ? [newActivationCodeItem({ ...key, kind: 'student' }), newActivationCodeItem({ ...key, kind: 'guardian' })]
      : [newActivationCodeItem({ ...key, kind: 'tutor' })];
  return [
    createImportedUserItem(person),
    ...codes.map(({ item }) => item),
    ...(membership ? [groupMemberItem({ schoolId: person.schoolId, ...membership, studentUid: person.uid })] : []),
  ];
};

/** One person alone: created, or skipped when the record exists (another run wrote it). */
const writeOne = async (entry: PersonToWrite): Promise<'created' | 'skipped'> => {
  for (let attempt = 0; attempt < ATTEMPTS_PER_PERSON; attempt += 1) {
    if (await writeTransaction(itemsOf(entry))) return 'created';
    if ((await existingUids(entry.person.schoolId, [entry.person.uid])).has(entry.person.uid)) return 'skipped';
  }
  throw new Error('an imported person could not be written');
};

/** A batch in one transaction; if that is cancelled (a record appeared meanwhile, a code collided), person by person. */
const writeBatch = async (batch: PersonToWrite[]): Promise<BatchOutcome> => {
  const present = await existingUids(
    batch[0].person.schoolId,
    batch.map(({ person }) => person.uid),
  );
  const fresh = batch.filter(({ person }) => !present.has(person.uid));
  if (fresh.length === 0 || (await writeTransaction(fresh.flatMap(itemsOf))))
    return { created: fresh.length, skipped: batch.length - fresh.length };
  const outcomes = [];
  for (const entry of fresh) outcomes.push(await writeOne(entry));
  const created = outcomes.filter((outcome) => outcome === 'created').length;
  return { created, skipped: batch.length - created };
};

/**
 * Writes everyone, each person's items all or none, batches of up to 100 items in parallel;
 * `onBatch` hears every batch's outcome (progress). Existing records are skipped, never overwritten.
 */
export const writePeople = async (people: PersonToWrite[], onBatch: (outcome: BatchOutcome) => Promise<void>) => {
  if (people.length === 0) return;
  const perBatch = Math.floor(MAX_TRANSACTION_ITEMS / itemsOf(people[0]).length);
  const batches = Array.from({ length: Math.ceil(people.length / perBatch) }, (_, index) =>
    people.slice(index * perBatch, (index + 1) * perBatch),
  );
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      const batch = batches[next++];
      await onBatch(await writeBatch(batch));
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_BATCHES, batches.length) }, worker));
};
