import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  DEFAULT_PIN_COLOR,
  PINBOARD_NAME_MAX,
  pinboardBodySchema,
  type AdminPinboard,
  type PinboardBody,
} from '@shared/schemas/pin.schema.js';
import { singleLineText } from '@shared/schemas/text.schema.js';
import { errorText } from '../../i18n/errors.de.js';
import { pinTexts } from '../../i18n/pins.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { germanResolver, showApiFieldErrors } from '../../lib/form-validation.js';
import { useRevisedEdit } from '../../lib/use-revised-edit.hook.js';
import { loadSchoolPinboard, useSavePinboard } from './pins.api.js';

/** The API's rules, but the short name may stay empty: it falls back to the display name. */
const pinboardFormSchema = pinboardBodySchema.extend({ name: singleLineText({ max: PINBOARD_NAME_MAX }) });
const fieldTexts = { 'displayName.too_small': pinTexts.admin.nameRequired };

/** What the conflict notice names when a field changed meanwhile. */
const pinboardFieldLabels: { [K in keyof PinboardBody]?: string } = {
  displayName: pinTexts.admin.displayName,
  name: pinTexts.admin.shortName,
  color: pinTexts.dialog.color,
  public: pinTexts.admin.public,
  tutorUids: pinTexts.admin.tutors,
};

const emptyPinboard: PinboardBody = { name: '', displayName: '', color: DEFAULT_PIN_COLOR, public: false, tutorUids: [] };

const valuesOf = (pinboard: AdminPinboard): PinboardBody => ({
  name: pinboard.name,
  displayName: pinboard.displayName,
  color: pinboard.color,
  public: pinboard.public,
  tutorUids: pinboard.tutorUids,
});

/**
 * The form of a pinboard and its saving: the display name is required, the short name falls back to it. An edit
 * names the revision it started from; saved meanwhile, the form keeps the input and offers the stored state or to
 * overwrite it (docs/decisions/0014-an-edit-names-its-revision.md).
 */
export const usePinboardEdit = (pinboard: AdminPinboard | undefined, onClose: (message?: string) => void) => {
  const [initial] = useState(() => (pinboard ? valuesOf(pinboard) : emptyPinboard));
  const form = useForm<PinboardBody>({ resolver: germanResolver(pinboardFormSchema, fieldTexts), defaultValues: initial });
  const edit = useRevisedEdit(pinboard && { values: initial, revision: pinboard.revision }, pinboardFieldLabels, async () => {
    const stored = await loadSchoolPinboard(pinboard?.id ?? '');
    return { values: valuesOf(stored), revision: stored.revision };
  });
  const save = useSavePinboard();
  const [failure, setFailure] = useState<string | null>(null);

  const refuse = async (error: unknown) => {
    if (await edit.refused(error)) return;
    if (!showApiFieldErrors(error, form.setError, { schema: pinboardBodySchema, texts: fieldTexts }))
      setFailure(errorText(errorCodeOf(error)));
  };
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const revision = edit.revision();
    try {
      await save(pinboard && revision !== undefined ? { pinboardId: pinboard.id, revision } : undefined, {
        ...values,
        name: values.name || values.displayName,
      });
      onClose(pinTexts.admin.saved);
    } catch (error) {
      await refuse(error).catch((loading: unknown) => setFailure(errorText(errorCodeOf(loading))));
    }
  });
  const conflict = edit.conflict && {
    changed: edit.conflict.changed,
    loadNew: () => edit.loadNew((values) => form.reset(values)),
    keepMine: () => {
      edit.keepMine();
      void submit();
    },
  };
  return { form, submit, failure, conflict };
};
