import { useRef, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { courseOfferEditSchema, type CourseOffer, type CourseOfferEdit } from '@shared/schemas/course.schema.js';
import { berlinToday } from '@shared/week.js';
import type { Outcome } from '../../components/outcome-alert.component.js';
import { courseTexts as t } from '../../i18n/courses.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { germanResolver, showApiFieldErrors } from '../../lib/form-validation.js';
import { useRevisedEdit } from '../../lib/use-revised-edit.hook.js';
import { loadTutorOffer, useCreateOffer, useUpdateOffer } from './courses.api.js';
import { emptyOfferForm, offerFieldLabels, offerFormSchema, offerToForm, type OfferForm } from './create-offer-form.model.js';

/**
 * The offer dialog's form and its save: a new offer, or an edit of `offer` that names the revision it
 * started from; saved meanwhile, the form keeps the input and offers the stored state or to overwrite it
 * (docs/decisions/0014-an-edit-names-its-revision.md). A refused field shows its rule at the field, the
 * rest under the form.
 */
export const useOfferEditor = (offer: CourseOffer | undefined, onClose: () => void) => {
  const [initial] = useState(() => (offer ? offerToForm(offer) : emptyOfferForm(berlinToday())));
  // The stored offer the form's values came from (an untouched deadline keeps its seconds), and the one loaded last.
  const [base, setBase] = useState(offer);
  const stored = useRef(offer);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<OfferForm, unknown, CourseOfferEdit>({ resolver: germanResolver(offerFormSchema(base)), defaultValues: initial });
  const options = useFieldArray({ control: form.control, name: 'options' });
  const edit = useRevisedEdit(offer && { values: initial, revision: offer.revision }, offerFieldLabels, async () => {
    stored.current = await loadTutorOffer(offer?.id ?? '');
    return { values: offerToForm(stored.current), revision: stored.current.revision };
  });
  const create = useCreateOffer();
  const update = useUpdateOffer();

  const refuse = async (failure: unknown) => {
    if (await edit.refused(failure)) return;
    const atField = showApiFieldErrors(failure, form.setError, { schema: courseOfferEditSchema, texts: t.form.errors });
    if (!atField) setOutcome({ ok: false, code: errorCodeOf(failure) });
  };
  const send = async (body: CourseOfferEdit) => {
    setOutcome(null);
    const revision = edit.revision();
    try {
      await (offer && revision !== undefined ? update(offer.id, { ...body, revision }) : create(body));
      onClose();
    } catch (failure) {
      await refuse(failure).catch((loading: unknown) => setOutcome({ ok: false, code: errorCodeOf(loading) }));
    }
  };
  const save = () => void form.handleSubmit(send)();
  const conflict = edit.conflict && {
    changed: edit.conflict.changed,
    loadNew: () =>
      edit.loadNew((values) => {
        setBase(stored.current);
        form.reset(values);
      }),
    keepMine: () => {
      edit.keepMine();
      save();
    },
  };

  return { form, options, outcome, conflict, busy: form.formState.isSubmitting, save };
};
