import { Button, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { isIsoDay } from '@shared/week.js';
import { AppDialog } from '../../components/app-dialog.component.js';
import { weekplanTexts } from '../../i18n/weekplan.de.js';

interface GoToDateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  current: string;
  today: string;
  onSelect: (day: string) => void;
}

/** 'Zu Datum springen': a date field and the 'Heute' button. Mount it anew per opening (key) to start from `current`. */
export const GoToDateDialog = ({ open, onOpenChange, current, today, onSelect }: GoToDateDialogProps) => {
  const [value, setValue] = useState(current);
  const choose = (day: string) => {
    onSelect(day);
    onOpenChange(false);
  };
  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      title={weekplanTexts.goToDate}
      width="confirm"
      testId="go-to-date-dialog"
      actions={
        <>
          <Button onClick={() => choose(today)}>{weekplanTexts.today}</Button>
          <Button variation="primary" isDisabled={!isIsoDay(value)} onClick={() => choose(value)}>
            {weekplanTexts.jump}
          </Button>
        </>
      }
    >
      <TextField label={weekplanTexts.date} type="date" value={value} onChange={(event) => setValue(event.target.value)} />
    </AppDialog>
  );
};
