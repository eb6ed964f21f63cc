import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DEFAULT_PIN_COLOR, type AdminPinboard, type PinboardBody } from '../../../../shared/schemas/pin.schema.js';
import { errorText } from '../../i18n/errors.de.js';
import { pinTexts } from '../../i18n/pins.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { useSavePinboard } from './pins.api.js';

/** The form of a pinboard and its saving: the display name is required, the short name falls back to it. */
export const usePinboardEdit = (pinboard: AdminPinboard | undefined, onClose: (message?: string) => void) => {
  const form = useForm<PinboardBody>({
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
  const [nameMissing, setNameMissing] = useState(false);
  const submit = form.handleSubmit(async (values) => {
    const displayName = values.displayName.trim();
    setNameMissing(!displayName);
    if (!displayName) return;
    try {
      await save(pinboard?.id, { ...values, displayName, name: values.name.trim() || displayName });
      onClose(pinTexts.admin.saved);
    } catch (error) {
      setFailure(errorText(errorCodeOf(error)));
    }
  });
  return { form, submit, failure, nameMissing };
};
