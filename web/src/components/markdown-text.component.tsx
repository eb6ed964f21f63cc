import ReactMarkdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';

/** A text people wrote as markdown (meeting descriptions, pins): raw HTML is not rendered, links and images are sanitised. */
export const MarkdownText = ({ text, className, testId }: { text: string; className: string; testId: string }) => (
  <div className={className} data-testid={testId}>
    <ReactMarkdown rehypePlugins={[rehypeSanitize]}>{text}</ReactMarkdown>
  </div>
);
