import { guardianLinkEntity } from './guardian-link.entity.js';

/** A person's links on both sides: as a guardian (to children), as a student (to guardians). */
export const personLinksOf = async (schoolId: string, uid: string) => {
  const [asGuardian, asStudent] = await Promise.all([
    guardianLinkEntity.query.byGuardian({ guardianUid: uid }).go({ pages: 'all' }),
    guardianLinkEntity.query.byStudent({ studentSchoolId: schoolId, studentUid: uid }).go({ pages: 'all' }),
  ]);
  return { asGuardian: asGuardian.data, asStudent: asStudent.data };
};

/**
 * A person's guardian links for the Art. 15 export: a guardian's links name the child by uid and
 * school (the guardian's own link); a student's links leave the guardians unnamed (their data).
 */
export const exportGuardianLinks = async (schoolId: string, uid: string) => {
  const { asGuardian, asStudent } = await personLinksOf(schoolId, uid);
  return [
    ...asGuardian.map(({ studentUid, studentSchoolId, legal, linkedAt }) => ({
      link: 'child',
      childUid: studentUid,
      childSchoolId: studentSchoolId,
      legal,
      linkedAt,
    })),
    ...asStudent.map(({ legal, linkedAt }) => ({ link: 'guardian', legal, linkedAt })),
  ];
};

/** The children a guardian is linked to, with their schools (a guardian's inboxes lie in the children's schools). */
export const linkedChildrenOf = async (guardianUid: string) =>
  (await guardianLinkEntity.query.byGuardian({ guardianUid }).go({ pages: 'all' })).data.map(({ studentUid, studentSchoolId }) => ({
    uid: studentUid,
    schoolId: studentSchoolId,
  }));
