import { ConfirmDialog } from '../../components/confirm.dialog.js';
import { pollTexts } from '../../i18n/polls.de.js';

const t = pollTexts.builder;

/** What the builder asks before it acts. */
export type PollBuilderQuestion = 'publish' | 'delete' | 'discard';

const wording = {
  publish: { title: t.publishConfirm, text: t.publishText, confirm: t.publish },
  delete: { title: t.deleteConfirm, text: t.deleteText, confirm: t.delete },
  discard: { title: t.discardTitle, text: t.discardText, confirm: t.discard },
} satisfies Record<PollBuilderQuestion, { title: string; text: string; confirm: string }>;

/** 'Veröffentlichen?', 'Umfrage löschen?' or 'Änderungen verwerfen?' with its confirm button. */
export const PollBuilderConfirmDialog = ({
  question,
  onConfirm,
  onClose,
}: {
  question: PollBuilderQuestion;
  onConfirm: () => void;
  onClose: () => void;
}) => <ConfirmDialog cancel={t.cancel} testId="poll-confirm" {...wording[question]} onConfirm={onConfirm} onClose={onClose} />;
