import { Button } from '@aws-amplify/ui-react';
import { Suspense, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { formatFileSize } from '@shared/storage/storage-rules.js';
import { Icon } from '../../components/icon.component.js';
import { pinTexts } from '../../i18n/pins.de.js';
import { FilePickerDialog } from '../storage/file-picker.lazy.js';
import type { PinFormValues } from './pin-form.model.js';

const t = pinTexts.dialog;

/** The pin's attachments (kept and newly picked) with remove buttons, and 'Datei anhängen' opening the 'Dateimanager'. */
export const AttachmentFields = ({ form }: { form: UseFormReturn<PinFormValues> }) => {
  const [picking, setPicking] = useState(false);
  const attachments = form.watch('attachments');
  const newFiles = form.watch('newFiles');
  const rows = [
    ...attachments.map((item) => ({
      ...item,
      remove: () =>
        form.setValue(
          'attachments',
          attachments.filter((kept) => kept !== item),
          { shouldDirty: true },
        ),
    })),
    ...newFiles.map((item) => ({
      ...item,
      remove: () =>
        form.setValue(
          'newFiles',
          newFiles.filter((kept) => kept !== item),
          { shouldDirty: true },
        ),
    })),
  ];
  return (
    <fieldset className="pin-form__boxes" data-testid="pin-attachments">
      <legend>{t.attachments}</legend>
      {rows.length > 0 && (
        <ul className="pin-form__attachments">
          {rows.map((row) => (
            <li key={row.id}>
              <span>
                {row.name} ({formatFileSize(row.fileSize)})
              </span>
              <Button size="small" variation="link" aria-label={t.removeAttachment(row.name)} onClick={row.remove}>
                <Icon name="close" size={18} />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button size="small" gap="xxs" onClick={() => setPicking(true)} data-testid="pin-attach">
        <Icon name="folder" size={18} />
        {t.attach}
      </Button>
      {picking && (
        <Suspense fallback={null}>
          <FilePickerDialog
            onClose={() => setPicking(false)}
            onPick={(files) => {
              const known = new Set(newFiles.map((file) => file.id));
              const picked = files.filter((file) => file.type === 'file' && !known.has(file.id));
              form.setValue('newFiles', [...newFiles, ...picked.map(({ id, name, fileSize }) => ({ id, name, fileSize }))], {
                shouldDirty: true,
              });
              setPicking(false);
            }}
          />
        </Suspense>
      )}
    </fieldset>
  );
};
