import { TableEntity } from '../_lib/table-entity.js';
import { entityConfig } from '../_lib/db.js';

/**
 * A poll or a template of a school, its answers and its place counters share one partition
 * (schoolId, pollId): the poll page and the evaluation read it without leaving it, and every key
 * starts with the caller's school. The content (sections, questions, options) is stored as JSON
 * (at most POLL_CONTENT_MAX_CHARS); a published poll never changes again. Access patterns:
 * - get a poll by id (poll page, answer, evaluation; pins and notifications carry only the id)
 * - list an author's polls or templates (byAuthor on gsi1, by kind, newest first)
 */
export const pollEntity = new TableEntity(
  {
    model: { entity: 'poll', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      pollId: { type: 'string', required: true },
      kind: { type: ['poll', 'template'] as const, required: true },
      authorUid: { type: 'string', required: true },
      createdAt: { type: 'string', required: true, readOnly: true },
      label: { type: 'string', required: true },
      /** The last answering day (ISO day); absent until set. */
      dueDate: { type: 'string' },
      published: { type: 'boolean', required: true },
      /** JSON of the PollContent without label and dueDate (description, anonymous, sections). */
      content: { type: 'string', required: true },
    },
    indexes: {
      byPoll: {
        collection: 'pollData',
        pk: { field: 'pk', composite: ['schoolId', 'pollId'] },
        sk: { field: 'sk', composite: [] },
      },
      byAuthor: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['schoolId', 'authorUid'] },
        sk: { field: 'gsi1sk', composite: ['kind', 'createdAt', 'pollId'] },
      },
    },
  },
  entityConfig(),
);

/**
 * One answer to a poll: by a tutor or student (responderKey = uid) or by a guardian for one child
 * (responderKey = guardian uid and child uid), so a guardian answers once per child. `rev` grows
 * with each change; a change is written only over the revision it read. The author's name and class
 * are copied at answering, so the evaluation reads one partition. Access patterns:
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

/**
 * The places taken of one limited option of a published poll: written with the poll's publishing
 * (taken 0) and raised only while `taken < availability`, in the same transaction as the answer
 * that takes it, so an option is never overbooked. Access patterns:
 * - list a poll's counters (poll page: which options are full)
 * - raise or lower one counter (answer transaction)
 */
export const pollPlaceEntity = new TableEntity(
  {
    model: { entity: 'pollPlace', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      pollId: { type: 'string', required: true },
      optionId: { type: 'string', required: true },
      availability: { type: 'number', required: true },
      taken: { type: 'number', required: true },
    },
    indexes: {
      byPoll: {
        collection: 'pollData',
        pk: { field: 'pk', composite: ['schoolId', 'pollId'] },
        sk: { field: 'sk', composite: ['optionId'] },
      },
    },
  },
  entityConfig(),
);
