import { Button } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { updateCourseOfferBodySchema, type CourseOffer, type CourseOfferUpdate } from '@shared/schemas/course.schema.js';
import { berlinToday } from '@shared/week.js';
import { AppDialog } from '../../components/app-dialog.component.js';
import { OutcomeAlert, type Outcome } from '../../components/outcome-alert.component.js';
import { courseTexts as t } from '../../i18n/courses.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { showApiFieldErrors } from '../../lib/form-validation.js';
import { useCreateOffer, useUpdateOffer } from './courses.api.js';
import { emptyOfferForm, emptyOption, offerFormSchema, offerToForm, type OfferForm } from './create-offer-form.model.js';
import { OfferFields } from './offer-fields.component.js';
import { OfferOptionFields } from './offer-option-fields.component.js';

/**
 * 'Angebot erstellen' and, with `offer`, 'Angebot bearbeiten': every field of a course or course
 * group, several weekly dates, and per option its grades or classes, places, notice and dates.
 * The shared schema checks the form before sending; a refused edit shows the rule it broke.
 */
export const CreateOfferDialog = ({ isAdmin, offer, onClose }: { isAdmin: boolean; offer?: CourseOffer; onClose: () => void }) => {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<OfferForm, unknown, CourseOfferUpdate>({
    resolver: zodResolver(offerFormSchema(offer)),
    defaultValues: offer ? offerToForm(offer) : emptyOfferForm(berlinToday()),
  });
  const options = useFieldArray({ control: form.control, name: 'options' });
  const create = useCreateOffer();
  const update = useUpdateOffer();
  const send = (body: CourseOfferUpdate) =>
    (offer ? update(offer.id, body) : create(body)).then(onClose, (failure: unknown) => {
      // A refused field shows its rule at the field; the rest under the form.
      const atField = showApiFieldErrors(failure, form.setError, { schema: updateCourseOfferBodySchema, texts: t.form.errors });
      if (!atField) setOutcome({ ok: false, code: errorCodeOf(failure) });
    });
  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={offer ? t.tutor.edit : t.tutor.create}
      width="edit"
      testId={offer ? 'edit-offer' : 'create-offer'}
      actions={
        <>
          <Button onClick={onClose}>{t.cancel}</Button>
          <Button variation="primary" isLoading={form.formState.isSubmitting} onClick={() => void form.handleSubmit(send)()}>
            {offer ? t.form.update : t.form.save}
          </Button>
        </>
      }
    >
      <OfferFields form={form} isAdmin={isAdmin} />
      <section className="course-options-form" aria-label={t.form.options}>
        {options.fields.map((field, index) => (
          <OfferOptionFields
            key={field.id}
            form={form}
            index={index}
            onRemove={options.fields.length > 1 ? () => options.remove(index) : undefined}
          />
        ))}
        <Button size="small" onClick={() => options.append(emptyOption())}>
          {t.form.addOption}
        </Button>
      </section>
      <OutcomeAlert outcome={outcome} />
    </AppDialog>
  );
};
