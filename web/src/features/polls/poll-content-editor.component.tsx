import { Button, Flex } from '@aws-amplify/ui-react';
import type { Poll, PollContent } from '@shared/schemas/poll.schema.js';
import { pollTexts } from '../../i18n/polls.de.js';
import { FieldMessage } from './field-message.component.js';
import { newSection } from './poll-defaults.model.js';
import { PollSettings } from './poll-settings.component.js';
import { SectionEditor } from './section-editor.component.js';
import { useFieldMessage } from './use-poll-builder.hook.js';

/** The poll's fields, then its sections, each with its questions, and 'Abschnitt hinzufügen'. */
export const PollContentEditor = ({
  content,
  kind,
  onChange,
}: {
  content: PollContent;
  kind: Poll['kind'];
  onChange: (next: PollContent) => void;
}) => {
  const sectionsMessage = useFieldMessage('sections');
  return (
    <Flex direction="column" gap="small" data-testid="poll-builder">
      <PollSettings content={content} kind={kind} onChange={onChange} />
      {content.sections.map((section, index) => (
        <SectionEditor
          key={section.id}
          section={section}
          path={`sections.${String(index)}`}
          number={index + 1}
          onChange={(next) => onChange({ ...content, sections: content.sections.map((item) => (item.id === section.id ? next : item)) })}
          onRemove={() => onChange({ ...content, sections: content.sections.filter((item) => item.id !== section.id) })}
        />
      ))}
      <FieldMessage message={sectionsMessage} />
      <Button onClick={() => onChange({ ...content, sections: [...content.sections, newSection()] })}>
        {pollTexts.builder.addSection}
      </Button>
    </Flex>
  );
};
