import { userImportTexts as t } from '../../i18n/user-import.de.js';
import { ReviewStep, type Check } from './review-step.component.js';

/** Step 2: people named more than once in the file. */
export const DuplicatesStep = ({
  check,
  keep,
  onKeep,
  onNext,
}: {
  check: Check;
  keep: boolean;
  onKeep: (keep: boolean) => void;
  onNext: () => void;
}) => (
  <ReviewStep
    testId="import-duplicates"
    findings={check.duplicates.map((entry) => ({
      key: entry.rows.join('-'),
      text: `${entry.lastname}, ${entry.firstname}: ${t.duplicates.rows(entry.rows)}`,
    }))}
    none={t.duplicates.none}
    found={t.duplicates.found}
    tickLabel={t.duplicates.keep}
    ticked={keep}
    onTick={onKeep}
    onNext={onNext}
  />
);
