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
import { useSavePinboard } from './pins.api.js';

/** The API's rules, but the short name may stay empty: it falls back to the display name. */
const pinboardFormSchema = pinboardBodySchema.extend({ name: singleLineText({ max: PINBOARD_NAME_MAX }) });
const fieldTexts = { 'displayName.too_small': pinTexts.admin.nameRequired };

/** The form of a pinboard and its saving: the display name is required, the short name falls back to it. */
export const usePinboardEdit = (pinboard: AdminPinboard | undefined, onClose: (message?: string) => void) => {
  const form = useForm<PinboardBody>({
    resolver: germanResolver(pinboardFormSchema, fieldTexts),
    defaultValues: pinboard
      ? {
          name: pinboard.name,
          displayName: pinboard.displayName,
          color: pinboard.color,
          public: pinboard.public,
          tutorUids: pinboard.tutorUids,
        }
      : { name: '', displayName: '', color: DEFAULT_PIN_COLOR, public: false, tutorUids: [] },
  });
  const save = useSavePinboard();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save(pinboard?.id, { ...values, name: values.name || values.displayName });
      onClose(pinTexts.admin.saved);
    } catch (error) {
      if (!showApiFieldErrors(error, form.setError, { schema: pinboardBodySchema, texts: fieldTexts }))
        setFailure(errorText(errorCodeOf(error)));
    }
  });
  return { form, submit, failure };
};
