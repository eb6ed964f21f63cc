import { texts } from '../i18n/texts.de.js';
import { AppDialog } from './app-dialog.component.js';

/** Stand-in for a dialog whose feature is not built yet; says so plainly. */
export const UnavailableDialog = ({
  title,
  open,
  onOpenChange,
}: {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) => (
  <AppDialog open={open} onOpenChange={onOpenChange} title={title} description={<p>{texts.unavailable}</p>} testId="unavailable-dialog" />
);
