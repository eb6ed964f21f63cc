import { Button } from '@aws-amplify/ui-react';
import type { CourseOffer } from '@shared/schemas/course.schema.js';
import { AppDialog } from '../../components/app-dialog.component.js';
import { EditConflictAlert } from '../../components/edit-conflict.component.js';
import { OutcomeAlert } from '../../components/outcome-alert.component.js';
import { courseTexts as t } from '../../i18n/courses.de.js';
import { emptyOption } from './create-offer-form.model.js';
import { OfferFields } from './offer-fields.component.js';
import { OfferOptionFields } from './offer-option-fields.component.js';
import { useOfferEditor } from './use-offer-editor.hook.js';

/**
 * 'Angebot erstellen' and, with `offer`, 'Angebot bearbeiten': every field of a course or course
 * group, several weekly dates, and per option its grades or classes, places, notice and dates.
 * The shared schema checks the form before sending; a refused edit shows the rule it broke; an offer
 * saved meanwhile keeps the input and offers its new state.
 */
export const CreateOfferDialog = ({ isAdmin, offer, onClose }: { isAdmin: boolean; offer?: CourseOffer; onClose: () => void }) => {
  const { form, options, outcome, conflict, busy, save } = useOfferEditor(offer, onClose);
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
          <Button variation="primary" isLoading={busy} onClick={save}>
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
      {conflict && (
        <EditConflictAlert
          savedMeanwhile={t.tutor.savedMeanwhile}
          changed={conflict.changed}
          busy={busy}
          onLoadNew={conflict.loadNew}
          onKeepMine={conflict.keepMine}
        />
      )}
      <OutcomeAlert outcome={outcome} />
    </AppDialog>
  );
};
