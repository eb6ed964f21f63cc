import { markdownEditorTexts } from '../i18n/components.de.js';
import { MarkdownText } from './markdown-text.component.js';

const t = markdownEditorTexts;

/** The markdown editor's preview: the text as readers will see it, or a hint that there is nothing to see yet. */
export const MarkdownPreview = ({ text, testId }: { text: string; testId: string }) =>
  text.trim() === '' ? (
    <p className="markdown-editor__preview markdown-editor__empty">{t.emptyPreview}</p>
  ) : (
    <MarkdownText text={text} className="markdown-editor__preview" testId={testId} />
  );
