import { SelectField, TextField } from '@aws-amplify/ui-react';
import { CUSTOM_SUBJECT_MAX_LENGTH, CUSTOM_TOPIC, supportRoles, supportTopics } from '@shared/schemas/support.schema.js';
import { supportTexts as support } from '../../i18n/support.de.js';
import { characterLimitText } from '../../i18n/validation.de.js';
import type { TicketField } from './support-ticket-form.schema.js';

/** 'Thema' (a preset or an own subject) and 'Ich bin'. */
export const TopicAndRoleFields = ({ field, topic, customSubject }: { field: TicketField; topic: string; customSubject: string }) => (
  <>
    <SelectField label={support.topic} placeholder={support.topicPlaceholder} {...field('topic')}>
      {supportTopics.map((preset) => (
        <option key={preset} value={preset}>
          {preset}
        </option>
      ))}
      <option value={CUSTOM_TOPIC}>{support.customTopic}</option>
    </SelectField>
    {topic === CUSTOM_TOPIC && (
      <TextField
        label={support.customSubject}
        descriptiveText={characterLimitText(customSubject.length, CUSTOM_SUBJECT_MAX_LENGTH)}
        {...field('customSubject')}
      />
    )}
    <SelectField label={support.role} placeholder={support.rolePlaceholder} {...field('role')}>
      {supportRoles.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </SelectField>
  </>
);
