import { Button } from '@aws-amplify/ui-react';
import { AppDialog } from '../../components/app-dialog.component.js';
import { pollTexts } from '../../i18n/polls.de.js';
import { GeneratorFields } from './option-generator-fields.component.js';
import { useOptionGenerator } from './use-option-generator.hook.js';

const t = pollTexts.generator;

/**
 * Date options: one day in time slots (step default 15, slider 1–360) or one option per day of a
 * range; `existing` options of the question count towards its maximum.
 */
export const OptionGeneratorDialog = ({
  existing,
  onGenerate,
  onClose,
}: {
  existing: number;
  onGenerate: (labels: string[]) => void;
  onClose: () => void;
}) => {
  const { today, input, setInput, issues, generate } = useOptionGenerator(existing, onGenerate);
  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.title}
      width="edit"
      actions={
        <>
          <Button onClick={onClose}>{pollTexts.builder.cancel}</Button>
          <Button variation="primary" onClick={generate}>
            {t.generate}
          </Button>
        </>
      }
    >
      <GeneratorFields today={today} input={input} onInput={setInput} issues={issues} />
    </AppDialog>
  );
};
