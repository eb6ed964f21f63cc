import { CheckboxField, Fieldset, Flex, SelectField, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { Controller } from 'react-hook-form';
import { berlinToday } from '@shared/week.js';
import { DateField } from '../../components/date-field.component.js';
import { TimeField } from '../../components/time-field.component.js';
import { notificationTexts } from '../../i18n/notifications.de.js';
import { receiverGroups, type SendNotificationForm, type SendTarget } from './use-send-notification-form.hook.js';

const { send, types, receiverNames } = notificationTexts;
const sendableTypes = ['info', 'attention', 'important', 'emergency'] as const;

/** The send form's fields: the class or course (or its fixed name), title, body, type, receivers, showAdmin and the schedule. */
export const SendNotificationFields = ({ target, form }: { target: SendTarget; form: SendNotificationForm }) => {
  const { field, checkbox, control, dateError, scheduled } = form;
  return (
    <>
      {target.kind === 'group' ? (
        <Text fontWeight="bold" data-testid="send-notification-target">
          {send.to(target.name)}
        </Text>
      ) : (
        <SelectField label={send.group} placeholder={send.groupPlaceholder} {...field('groupId')}>
          {target.groups.map((group) => (
            <option key={group.id} value={group.id}>
              {group.displayName}
            </option>
          ))}
        </SelectField>
      )}
      <TextField label={send.titleField} {...field('title')} />
      <TextAreaField label={send.bodyField} rows={4} {...field('body')} />
      <SelectField label={send.type} {...field('type')}>
        {sendableTypes.map((type) => (
          <option key={type} value={type}>
            {types[type]}
          </option>
        ))}
      </SelectField>
      <Fieldset legend={send.receivers} direction="row" wrap="wrap" gap="medium">
        {receiverGroups.map((group) => (
          <CheckboxField key={group} label={receiverNames[group]} {...checkbox(group)} />
        ))}
      </Fieldset>
      <CheckboxField label={send.showAdmin} {...checkbox('showAdmin')} />
      <CheckboxField label={send.schedule} {...checkbox('scheduled')} />
      {scheduled && (
        <Flex gap="small" wrap="wrap" className="send-notification__schedule">
          <Controller
            control={control}
            name="date"
            render={({ field: date }) => (
              <DateField label={send.date} value={date.value} onChange={date.onChange} min={berlinToday()} error={dateError} />
            )}
          />
          <Controller
            control={control}
            name="time"
            render={({ field: time }) => <TimeField label={send.time} value={time.value} onChange={time.onChange} />}
          />
        </Flex>
      )}
    </>
  );
};
