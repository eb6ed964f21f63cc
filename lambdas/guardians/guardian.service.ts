import type { LinkedStudent } from '../../shared/schemas/session.schema.js';
import { AppError } from '../_lib/app-error.js';
import { getItemGroups, type ItemRead } from '../_lib/batch-get.js';
import { transactionWritten } from '../_lib/condition-failure.js';
import { entityService, type TransactionEntities } from '../_lib/entity-service.js';
import { consumeCode, getCodes, getUsableCode, activationCodeEntity } from '../codes/activation-code.service.js';
import { countCodeAttempt } from '../codes/code-attempt.service.js';
import { schoolRead, type School } from '../schools/school.service.js';
import { openRecordsOfSchools } from '../users/user-fields.service.js';
import { userRecordRead } from '../users/user.service.js';
import { guardianLinkEntity } from './guardian-link.entity.js';
import { listGuardianLinks, type GuardianLink } from './guardian-links.service.js';

const linkWrites = entityService({ activationCodeEntity, guardianLinkEntity });

/** A new link between a guardian and a child, only if it does not exist yet (transaction write). */
export const createLink = (
  { guardianLinkEntity }: TransactionEntities<'guardianLinkEntity'>,
  link: { guardianUid: string; studentUid: string; studentSchoolId: string; legal: boolean; linkedAt: string },
) => guardianLinkEntity.create(link).commit();

/**
 * The guardian's children as the app lists them (name, class and school, in linking order), from
 * the given links: one batch get of the children's records and of their schools not given in
 * `knownSchools`, together with the `alongside` reads of the caller (e.g. the bootstrap's school year).
 */
export const readLinkedStudents = async <T>(
  links: GuardianLink[],
  knownSchools: School[],
  alongside: ItemRead<T>[] = [],
): Promise<{ students: LinkedStudent[]; alongside: (T | null)[] }> => {
  const schools = new Map(knownSchools.map((school) => [school.id, school]));
  const missing = [...new Set(links.map((link) => link.studentSchoolId))].filter((schoolId) => !schools.has(schoolId));
  const read = await getItemGroups({
    children: links.map((link) => userRecordRead(link.studentSchoolId, link.studentUid)),
    schools: missing.map(schoolRead),
    alongside,
  });
  read.schools.forEach((school) => school && schools.set(school.id, school));
  const children = await openRecordsOfSchools(read.children.flatMap((child) => (child ? [child] : [])));
  const childOf = (link: GuardianLink) =>
    children.find((child) => child.schoolId === link.studentSchoolId && child.uid === link.studentUid);
  const students = links.flatMap((link) => {
    const child = childOf(link);
    if (!child) return [];
    return [
      {
        uid: child.uid,
        displayName: child.displayName,
        schoolId: link.studentSchoolId,
        schoolName: schools.get(link.studentSchoolId)?.name ?? '',
        groupDisplayName: child.groupDisplayName,
        legal: link.legal ?? false,
      },
    ];
  });
  return { students, alongside: read.alongside };
};

/** The guardian's children as the app lists them: one query of the links, one batch get of the children and their schools. */
export const listLinkedStudents = async (guardianUid: string): Promise<LinkedStudent[]> =>
  (await readLinkedStudents(await listGuardianLinks(guardianUid), [])).students;

/**
 * Links a child by its guardian code (the spec's addStudentToGuardianByCode): the code is consumed
 * and the link created in one transaction, so the code serves exactly one link. The child may
 * attend another school than the guardian's own.
 */
export const addStudentByCode = async (guardianUid: string, code: string, clientAddress: string) => {
  await countCodeAttempt(clientAddress);
  const [item] = await getCodes([code]);
  const links = await listGuardianLinks(guardianUid);
  if (item?.kind === 'guardian' && links.some((link) => link.studentUid === item.uid && link.studentSchoolId === item.schoolId)) {
    throw new AppError('student-already-linked');
  }
  const usable = await getUsableCode(code, 'guardian');
  const result = await linkWrites.transaction
    .write((entities) => [
      consumeCode(entities, usable.code, guardianUid),
      createLink(entities, {
        guardianUid,
        studentUid: usable.uid,
        studentSchoolId: usable.schoolId,
        legal: false,
        linkedAt: new Date().toISOString(),
      }),
    ])
    .go();
  if (!transactionWritten(result)) throw new AppError('code-invalid');
  return { students: await listLinkedStudents(guardianUid) };
};

/**
 * Removes a link; never the last one. The removal checks in the same transaction that another
 * link still exists, so two simultaneous removals cannot leave the guardian without a child.
 */
export const removeStudentLink = async (guardianUid: string, studentUid: string) => {
  const links = await listGuardianLinks(guardianUid);
  const link = links.find((candidate) => candidate.studentUid === studentUid);
  if (!link) throw new AppError('not-found');
  const remaining = links.find((candidate) => candidate.studentUid !== studentUid);
  if (!remaining) throw new AppError('last-student-link');
  const result = await linkWrites.transaction
    .write(({ guardianLinkEntity }) => [
      guardianLinkEntity.remove({ guardianUid, studentUid }).commit(),
      guardianLinkEntity
        .check({ guardianUid, studentUid: remaining.studentUid })
        .where((attr, op) => op.exists(attr.studentUid))
        .commit(),
    ])
    .go();
  if (!transactionWritten(result)) throw new AppError('last-student-link');
  return { students: await listLinkedStudents(guardianUid) };
};
