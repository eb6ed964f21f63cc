import type { LinkedStudent } from '../../shared/schemas/session.schema.js';
import { AppError } from '../_lib/app-error.js';
import { transactionWritten } from '../_lib/condition-failure.js';
import { schulapp, type TransactionEntities } from '../_lib/schulapp-service.js';
import { consumeCode, getCodes, getUsableCode } from '../codes/activation-code.service.js';
import { countCodeAttempt } from '../codes/code-attempt.service.js';
import { getSchools } from '../schools/school.service.js';
import { getUserRecords } from '../users/user.service.js';
import { listGuardianLinks } from './guardian-links.service.js';

/** A new link between a guardian and a child, only if it does not exist yet (transaction write). */
export const createLink = (
  { guardianLinkEntity }: TransactionEntities,
  link: { guardianUid: string; studentUid: string; studentSchoolId: string; legal: boolean; linkedAt: string },
) => guardianLinkEntity.create(link).commit();

/** The guardian's children as the app lists them: name, class and school, in linking order. */
export const listLinkedStudents = async (guardianUid: string): Promise<LinkedStudent[]> => {
  const links = await listGuardianLinks(guardianUid);
  const [children, schools] = await Promise.all([
    getUserRecords(links.map((link) => ({ schoolId: link.studentSchoolId, uid: link.studentUid }))),
    getSchools(links.map((link) => link.studentSchoolId)),
  ]);
  const childrenByKey = new Map(children.map((child) => [`${child.schoolId}/${child.uid}`, child]));
  return links.flatMap((link) => {
    const child = childrenByKey.get(`${link.studentSchoolId}/${link.studentUid}`);
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
};

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
  const result = await schulapp.transaction
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
  const result = await schulapp.transaction
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
