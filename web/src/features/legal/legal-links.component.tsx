import { Button, Flex } from '@aws-amplify/ui-react';
import { lazy, Suspense, useState } from 'react';
import type { LegalDocument } from '../../i18n/legal.de.js';
import { texts } from '../../i18n/texts.de.js';

// Loaded when opened: the login route's first load stays small.
const LegalDialog = lazy(() => import('./legal.dialog.js').then((m) => ({ default: m.LegalDialog })));

/** 'Nutzungsbedingungen' and 'Datenschutz' as links that open their dialogs (sign-in and registration). */
export const LegalLinks = () => {
  const [open, setOpen] = useState<LegalDocument | null>(null);
  return (
    <Flex justifyContent="center" wrap="wrap" gap="small" data-testid="legal-links">
      <Button variation="link" size="small" onClick={() => setOpen('terms')}>
        {texts.legalLinks.terms}
      </Button>
      <Button variation="link" size="small" onClick={() => setOpen('privacy')}>
        {texts.legalLinks.privacy}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <LegalDialog document={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Flex>
  );
};
