import { Button } from '@aws-amplify/ui-react';
import { AppDialog } from '../../components/app-dialog.component.js';
import { legalTexts } from '../../i18n/legal.de.js';
import { registrationTexts } from '../../i18n/registration.de.js';
import { LegalParagraphs } from '../legal/index.js';

const t = registrationTexts.terms;

/** The terms of use (September 2020); accepting ticks the checkbox, cancelling unticks it. */
export const TermsDialog = ({ open, onAccept, onCancel }: { open: boolean; onAccept: () => void; onCancel: () => void }) => (
  <AppDialog
    open={open}
    onOpenChange={(next) => !next && onCancel()}
    title={legalTexts.terms.title}
    description={legalTexts.terms.version}
    testId="terms-dialog"
    actions={
      <>
        <Button onClick={onCancel}>{t.cancel}</Button>
        <Button variation="primary" onClick={onAccept}>
          {t.accept}
        </Button>
      </>
    }
  >
    <LegalParagraphs document="terms" />
  </AppDialog>
);
