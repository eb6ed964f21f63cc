import { markdownEditorTexts } from '../i18n/components.de.js';
import { markdownActions, type MarkdownAction } from '../lib/markdown-actions.js';

const t = markdownEditorTexts;

/** The markdown editor's buttons (headings, bold, italic, strike, lists, task, table, link, code). */
export const MarkdownToolbar = ({ disabled, onAction }: { disabled: boolean; onAction: (action: MarkdownAction) => void }) => (
  <div className="markdown-editor__toolbar" role="toolbar" aria-label={t.toolbar}>
    {markdownActions.map((action) => {
      const [short, name] = t.actions[action];
      return (
        <button
          key={action}
          type="button"
          className={`markdown-editor__action markdown-editor__action--${action}`}
          aria-label={name}
          title={name}
          disabled={disabled}
          onClick={() => onAction(action)}
        >
          {short}
        </button>
      );
    })}
  </div>
);
