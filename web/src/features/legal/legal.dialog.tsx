import { AppDialog } from '../../components/app-dialog.component.js';
import { legalTexts, type LegalDocument } from '../../i18n/legal.de.js';
import { LegalParagraphs } from './legal-paragraphs.component.js';

/** The terms of use or the privacy notice to read, with 'Schließen'. */
export const LegalDialog = ({ document, onClose }: { document: LegalDocument; onClose: () => void }) => (
  <AppDialog
    open
    onOpenChange={(open) => !open && onClose()}
    title={legalTexts[document].title}
    description={legalTexts[document].version}
    testId={`${document}-dialog`}
  >
    <LegalParagraphs document={document} />
  </AppDialog>
);
