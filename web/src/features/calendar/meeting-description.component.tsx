import ReactMarkdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';

/** A meeting description as markdown; raw HTML is not rendered and links and images are sanitised. */
export const MeetingDescription = ({ text }: { text: string }) => (
  <div className="meeting__description" data-testid="meeting-description">
    <ReactMarkdown rehypePlugins={[rehypeSanitize]}>{text}</ReactMarkdown>
  </div>
);
