import { Button } from '@aws-amplify/ui-react';
import { useId, useRef, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { markdownEditorTexts } from '../i18n/components.de.js';
import { applyMarkdownAction, type MarkdownAction } from '../lib/markdown-actions.js';
import { MarkdownPreview } from './markdown-preview.component.js';
import { MarkdownToolbar } from './markdown-toolbar.component.js';
import './markdown-editor.css';

const t = markdownEditorTexts;

interface MarkdownEditorProps {
  label: string;
  hint?: string;
  rows: number;
  error?: string;
  testId: string;
  /** The field as react-hook-form registers it. */
  field: UseFormRegisterReturn;
  /** The field's current text (react-hook-form's `watch`). */
  value: string;
  /** Writes a toolbar change back into the form (react-hook-form's `setValue`, marking the form dirty). */
  onValue: (value: string) => void;
}

/**
 * A markdown text field with the spec's toolbar (headings, bold, italic, strike, lists, task, table,
 * link, code) and a preview rendered as readers will see it. The toolbar works on the selection and
 * selects what it inserted, so typing goes on where a person expects.
 */
export const MarkdownEditor = ({ label, hint, rows, error, testId, field, value, onValue }: MarkdownEditorProps) => {
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const [preview, setPreview] = useState(false);

  const apply = (action: MarkdownAction) => {
    const element = textarea.current;
    if (!element) return;
    const edit = applyMarkdownAction(element.value, element.selectionStart, element.selectionEnd, action, t.placeholders);
    onValue(edit.text);
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(edit.selectionStart, edit.selectionEnd);
    });
  };

  return (
    <div className="markdown-editor" data-testid={testId}>
      <div className="markdown-editor__head">
        <label htmlFor={id} className="amplify-label">
          {label}
        </label>
        <Button size="small" variation="link" className="markdown-editor__preview-toggle" onClick={() => setPreview(!preview)}>
          {preview ? t.edit : t.preview}
        </Button>
      </div>
      <MarkdownToolbar disabled={preview} onAction={apply} />
      <textarea
        id={id}
        rows={rows}
        hidden={preview}
        className="amplify-textarea amplify-field-group__control markdown-editor__textarea"
        aria-invalid={Boolean(error)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...field}
        ref={(element) => {
          field.ref(element);
          textarea.current = element;
        }}
        data-testid={`${testId}-field`}
      />
      {preview && <MarkdownPreview text={value} testId={`${testId}-preview`} />}
      {hint && (
        <p id={`${id}-hint`} className="markdown-editor__hint">
          {hint}
        </p>
      )}
      {error && (
        <p className="markdown-editor__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
};
