import { Button, Text } from '@aws-amplify/ui-react';
import { AppDialog } from '../../components/app-dialog.component.js';
import { registrationTexts } from '../../i18n/registration.de.js';

const t = registrationTexts.terms;

/** The terms of use (September 2020); accepting ticks the checkbox, cancelling unticks it. */
export const TermsDialog = ({ open, onAccept, onCancel }: { open: boolean; onAccept: () => void; onCancel: () => void }) => (
  <AppDialog
    open={open}
    onOpenChange={(next) => !next && onCancel()}
    title={t.title}
    description={t.version}
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
    <ul className="registration-terms">
      {t.paragraphs.map((paragraph) => (
        <li key={paragraph}>
          <Text as="span">{paragraph}</Text>
        </li>
      ))}
    </ul>
  </AppDialog>
);
