import { Button, SliderField, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { AppDialog } from '../../components/app-dialog.component.js';
import { courseTexts as t } from '../../i18n/courses.de.js';

interface PriorityDialogProps {
  /** The slider's maximum (choosable options); null: closed. */
  max: number | null;
  taken: number[];
  onChoose: (priority: number) => void;
  /** Cancelling resets the option to unsubscribed. */
  onCancel: () => void;
}

/** 'Priorität wählen:': a slider 1..max; a smaller number is a higher priority; a taken one cannot be chosen. */
export const PriorityDialog = ({ max, taken, onChoose, onCancel }: PriorityDialogProps) => {
  const firstFree = Array.from({ length: max ?? 1 }, (_, index) => index + 1).find((value) => !taken.includes(value)) ?? 1;
  const [value, setValue] = useState(firstFree);
  const isTaken = taken.includes(value);
  return (
    <AppDialog
      open={max !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={t.priorityTitle}
      width="confirm"
      testId="priority-dialog"
      actions={
        <>
          <Button onClick={onCancel}>{t.cancel}</Button>
          <Button variation="primary" isDisabled={isTaken} onClick={() => onChoose(value)} data-testid="priority-ok">
            {t.ok}
          </Button>
        </>
      }
    >
      <SliderField label={t.priority(value)} min={1} max={max ?? 1} step={1} value={value} onChange={setValue} />
      <Text fontSize="small">{t.priorityHint}</Text>
      {isTaken && (
        <Text role="alert" color="font.error">
          {t.priorityTaken}
        </Text>
      )}
    </AppDialog>
  );
};
