import { userImportTexts as t } from '../../i18n/user-import.de.js';
import { ReviewStep, type Check } from './review-step.component.js';

/** Step 3: rows whose name an existing user of the school has. */
export const ExistingStep = ({
  check,
  confirmed,
  onConfirm,
  onNext,
}: {
  check: Check;
  confirmed: boolean;
  onConfirm: (confirmed: boolean) => void;
  onNext: () => void;
}) => (
  <ReviewStep
    testId="import-existing"
    findings={check.existing.map((match) => ({
      key: String(match.row),
      text: `${t.existing.row(match.row)}: ${match.lastname}, ${match.firstname}${match.existingGroupDisplayName ? ` (${t.existing.inClass(match.existingGroupDisplayName)})` : ''}`,
    }))}
    none={t.existing.none}
    found={t.existing.found}
    tickLabel={t.existing.confirm}
    ticked={confirmed}
    onTick={onConfirm}
    onNext={onNext}
  />
);
