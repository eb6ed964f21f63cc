import { pollResponseEntity } from './poll-response.entity.js';
import { pollEntity } from './poll.entity.js';

/** A person's answers in the given schools (a guardian answers in the children's schools). */
export const answersOf = async (schoolIds: string[], authorUid: string) =>
  (
    await Promise.all(schoolIds.map((schoolId) => pollResponseEntity.query.byResponder({ schoolId, authorUid }).go({ pages: 'all' })))
  ).flatMap(({ data }) => data);

/**
 * A person's polls for the Art. 15 export: their answers (a guardian's per child, the child named by
 * uid) and the polls and templates they wrote (label and dates; the questions are the school's).
 */
export const exportPolls = async (schoolId: string, uid: string, answerSchoolIds: string[]) => {
  const [answers, { data: authored }] = await Promise.all([
    answersOf(answerSchoolIds, uid),
    pollEntity.query.byAuthor({ schoolId, authorUid: uid }).go({ pages: 'all' }),
  ]);
  return {
    pollAnswers: answers.map(({ pollId, responderKey, role, authorName, groupName, createdAt, updatedAt, answers: given }) => ({
      pollId,
      ...(responderKey.includes(':') && { forChildUid: responderKey.split(':')[1] }),
      role,
      authorName,
      groupName,
      createdAt,
      updatedAt,
      answers: JSON.parse(given) as unknown,
    })),
    polls: authored.map(({ pollId, kind, label, dueDate, published, createdAt }) => ({
      pollId,
      kind,
      label,
      dueDate,
      published,
      createdAt,
    })),
  };
};
