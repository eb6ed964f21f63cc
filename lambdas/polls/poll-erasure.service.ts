import { DELETED_USER_NAME } from '../../shared/privacy.js';
import { answersOf } from './poll-export.service.js';
import { pollResponseEntity } from './poll-response.entity.js';

/**
 * A deleted account's poll answers stay, pseudonymised: the evaluation and the places they took keep
 * their counts, the name and class they carried become 'Gelöschter Benutzer'. Repeating it changes nothing.
 */
export const pseudonymisePollAnswers = async (schoolIds: string[], authorUid: string) => {
  for (const answer of await answersOf(schoolIds, authorUid)) {
    if (answer.authorName === DELETED_USER_NAME && !answer.groupName) continue;
    await pollResponseEntity
      .patch({ schoolId: answer.schoolId, pollId: answer.pollId, responderKey: answer.responderKey })
      .set({ authorName: DELETED_USER_NAME })
      .remove(['groupName'])
      .go();
  }
};
