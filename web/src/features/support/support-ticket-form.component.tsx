import { Alert, Button, Flex, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  createSupportTicketBodySchema,
  SUPPORT_CONTENT_MAX_LENGTH,
  SUPPORT_DESCRIPTION_MAX_LENGTH,
} from '@shared/schemas/support.schema.js';
import { errorText } from '../../i18n/errors.de.js';
import { supportTexts as support } from '../../i18n/support.de.js';
import { characterLimitText } from '../../i18n/validation.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { germanResolver, showApiFieldErrors } from '../../lib/form-validation.js';
import {
  emptySupportTicket,
  supportTicketFormSchema,
  toTicketBody,
  type SupportTicketFormValues,
  type TicketField,
} from './support-ticket-form.schema.js';
import { createSupportTicket } from './support.api.js';
import { TopicAndRoleFields } from './topic-and-role-fields.component.js';

/** The ticket: topic, role, institution, names (once a role is chosen), e-mail, content and login hints. */
export const TicketForm = ({
  defaults,
  onSent,
  onCancel,
}: {
  defaults?: Partial<SupportTicketFormValues>;
  onSent: (email: string) => void;
  onCancel: () => void;
}) => {
  const [failure, setFailure] = useState<string | null | undefined>(undefined);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SupportTicketFormValues>({
    resolver: germanResolver(supportTicketFormSchema),
    defaultValues: emptySupportTicket(defaults),
  });
  const [topic, role, customSubject, content, description] = useWatch({
    control,
    name: ['topic', 'role', 'customSubject', 'content', 'description'],
  });

  const submit = async (values: SupportTicketFormValues) => {
    setFailure(undefined);
    try {
      const body = toTicketBody(values);
      await createSupportTicket(body);
      onSent(body.email);
    } catch (error) {
      if (
        !showApiFieldErrors(error, setError, { schema: createSupportTicketBodySchema, texts: { 'customSubject.custom': support.required } })
      )
        setFailure(errorCodeOf(error));
    }
  };

  const field: TicketField = (name) => ({
    ...register(name),
    hasError: Boolean(errors[name]),
    errorMessage: errors[name]?.message,
  });

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} data-testid="support-ticket-form">
      <Flex direction="column" gap="small">
        <Text>{support.intro}</Text>
        <TopicAndRoleFields field={field} topic={topic} customSubject={customSubject} />
        <TextField label={support.institution} autoComplete="organization" {...field('institution')} />
        {role !== '' && (
          <Flex gap="small" wrap="wrap" className="support-ticket__names">
            <TextField label={support.firstname} autoComplete="given-name" flex="1 1 12rem" {...field('firstname')} />
            <TextField label={support.lastname} autoComplete="family-name" flex="1 1 12rem" {...field('lastname')} />
          </Flex>
        )}
        <TextField label={support.email} type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...field('email')} />
        <TextAreaField
          label={support.content}
          rows={4}
          descriptiveText={characterLimitText(content.length, SUPPORT_CONTENT_MAX_LENGTH)}
          {...field('content')}
        />
        <TextAreaField
          label={support.description}
          rows={2}
          descriptiveText={characterLimitText(description.length, SUPPORT_DESCRIPTION_MAX_LENGTH)}
          {...field('description')}
        />
        <Flex gap="small" wrap="wrap">
          <TextField label={support.username} autoComplete="username" autoCapitalize="none" flex="1 1 12rem" {...field('username')} />
          <TextField label={support.code} autoCapitalize="none" flex="1 1 12rem" {...field('code')} />
        </Flex>
        {failure !== undefined && <Alert variation="error">{errorText(failure)}</Alert>}
        <Flex justifyContent="flex-end" gap="small" wrap="wrap">
          <Button onClick={onCancel}>{support.cancel}</Button>
          <Button type="submit" variation="primary" isLoading={isSubmitting} loadingText={support.submitting}>
            {support.submit}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
};
