import ReactMarkdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import './markdown-text.css';

/**
 * A text people wrote as markdown (meeting descriptions, pins), with the editor's tables, task lists
 * and strike-through: raw HTML is not rendered, links and images are sanitised.
 */
export const MarkdownText = ({ text, className, testId }: { text: string; className: string; testId: string }) => (
  <div className={`markdown-text ${className}`} data-testid={testId}>
    <ReactMarkdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize]}>
      {text}
    </ReactMarkdown>
  </div>
);
