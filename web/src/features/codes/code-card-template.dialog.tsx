import { Button, Flex, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import {
  CODE_CARD_HEADING_MAX,
  CODE_CARD_INTRO_MAX,
  updateCodeCardTemplateBodySchema,
  type CodeCardTemplate,
} from '@shared/schemas/code-export.schema.js';
import { AppDialog } from '../../components/app-dialog.component.js';
import { LoadState } from '../../components/load-state.component.js';
import { OutcomeAlert, type Outcome } from '../../components/outcome-alert.component.js';
import { codeExportTexts } from '../../i18n/codes.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { showApiFieldErrors } from '../../lib/form-validation.js';
import { updateCodeCardTemplate, useCodeCardTemplate } from './codes.api.js';

const texts = codeExportTexts.template;

const templateFormSchema = z.object({
  heading: z.string().trim().min(1, texts.headingRequired).max(CODE_CARD_HEADING_MAX, texts.tooLong(CODE_CARD_HEADING_MAX)),
  intro: z.string().trim().max(CODE_CARD_INTRO_MAX, texts.tooLong(CODE_CARD_INTRO_MAX)),
});

const TemplateForm = ({ template, onSaved }: { template: CodeCardTemplate; onSaved: (template: CodeCardTemplate) => void }) => {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof templateFormSchema>, unknown, CodeCardTemplate>({
    resolver: zodResolver(templateFormSchema),
    defaultValues: template,
  });
  const submit = async (values: CodeCardTemplate) => {
    try {
      onSaved(await updateCodeCardTemplate(values));
      setOutcome({ ok: true, text: texts.saved });
    } catch (error) {
      // E.g. a control character the API refuses: said at its field.
      if (!showApiFieldErrors(error, setError, { schema: updateCodeCardTemplateBodySchema }))
        setOutcome({ ok: false, code: errorCodeOf(error) });
    }
  };
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} id="code-card-template-form">
      <Flex direction="column" gap="small">
        <TextField
          label={texts.heading}
          hasError={Boolean(errors.heading)}
          errorMessage={errors.heading?.message}
          {...register('heading', { onChange: () => setOutcome(null) })}
        />
        <TextAreaField
          label={texts.intro}
          rows={4}
          hasError={Boolean(errors.intro)}
          errorMessage={errors.intro?.message}
          {...register('intro', { onChange: () => setOutcome(null) })}
        />
        <OutcomeAlert outcome={outcome} />
        <Button type="submit" variation="primary" alignSelf="flex-start" isLoading={isSubmitting}>
          {texts.save}
        </Button>
      </Flex>
    </form>
  );
};

/** The code-card template dialog: the school's heading and introduction on every code card. */
export const CodeCardTemplateDialog = ({ onClose }: { onClose: () => void }) => {
  const { data, error, mutate } = useCodeCardTemplate();
  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={texts.title}
      description={texts.description}
      testId="code-card-template-dialog"
    >
      <LoadState look="dialog" data={data} error={error}>
        {(template) => <TemplateForm template={template} onSaved={(saved) => void mutate(saved, { revalidate: false })} />}
      </LoadState>
    </AppDialog>
  );
};
