import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * One answer to a poll: by a tutor or student (responderKey = uid) or by a guardian for one child
 * (responderKey = guardian uid and child uid), so a guardian answers once per child. `rev` grows
 * with each change; a change is written only over the revision it read. The author's name and class
 * (a guardian's: the child's name and class) are copied at answering, so the evaluation reads one partition. Access patterns:
 * - get the caller's answer (poll page, answer)
 * - list a poll's answers (evaluation)
 * - list a person's answers in a school (index byResponder: the Art. 15 export, the account deletion)
 */
export const pollResponseEntity = new TableEntity(
  {
    model: { entity: 'pollResponse', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      pollId: { type: 'string', required: true },
      responderKey: { type: 'string', required: true },
      authorUid: { type: 'string', required: true },
      role: { type: ['student', 'tutor', 'guardian'] as const, required: true },
      authorName: { type: 'string', required: true },
      groupName: { type: 'string' },
      /** A guardian's answer: the name of the child it was given for. */
      childName: { type: 'string' },
      createdAt: { type: 'string', required: true },
      updatedAt: { type: 'string', required: true },
      rev: { type: 'number', required: true },
      /** JSON of the answers keyed by question id. */
      answers: { type: 'string', required: true },
    },
    indexes: {
      byPoll: {
        collection: 'pollData',
        pk: { field: 'pk', composite: ['schoolId', 'pollId'] },
        sk: { field: 'sk', composite: ['responderKey'] },
      },
      byResponder: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['schoolId', 'authorUid'] },
        sk: { field: 'gsi1sk', composite: ['pollId', 'responderKey'] },
      },
    },
  },
  entityConfig(),
);
