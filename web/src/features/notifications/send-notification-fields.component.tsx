import { CheckboxField, Fieldset, Flex, SelectField, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { notificationTexts } from '../../i18n/notifications.de.js';
import { receiverGroups, type SendNotificationForm, type SendTarget } from './use-send-notification-form.hook.js';

const { send, types, receiverNames } = notificationTexts;
const sendableTypes = ['info', 'attention', 'important', 'emergency'] as const;

/** The send form's fields: the class or course (or its fixed name), title, body, type, receivers, showAdmin and the schedule. */
export const SendNotificationFields = ({ target, form }: { target: SendTarget; form: SendNotificationForm }) => {
  const { field, checkbox, timeField, scheduled } = form;
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
        <Flex gap="small" wrap="wrap">
          <TextField label={send.date} type="date" flex="1 1 10rem" {...field('date')} />
          <TextField label={send.time} type="time" flex="1 1 8rem" {...timeField} />
        </Flex>
      )}
    </>
  );
};
