import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

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
      /** Counts the saves of the content: an edit names the revision it read; absent on polls stored before, read as 1. */
      revision: { type: 'number' },
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
