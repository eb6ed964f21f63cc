import { Button, Heading } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { AppDialog } from '../../components/app-dialog.component.js';
import { MarkdownText } from '../../components/markdown-text.component.js';
import { Stepper } from '../../components/stepper.component.js';
import { helpTexts as t } from '../../i18n/help.de.js';
import type { ReleaseNotes } from './release-notes.model.js';
import './help.css';

/** 'Neu in Version …' (notes with at least one section): one step per section of the version's notes; the last step offers 'Nochmal ansehen' and 'Fertig'. */
export const WhatsNewDialog = ({ notes, onClose }: { notes: ReleaseNotes; onClose: () => void }) => {
  const [step, setStep] = useState(0);
  const section = notes.sections[step] ?? { title: '', body: '' };
  const last = step === notes.sections.length - 1;
  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.dialog.title(notes.version)}
      testId="whats-new-dialog"
      className="whats-new"
      actions={
        <>
          {step > 0 && !last && <Button onClick={() => setStep(step - 1)}>{t.dialog.back}</Button>}
          {last ? (
            <>
              {notes.sections.length > 1 && <Button onClick={() => setStep(0)}>{t.dialog.again}</Button>}
              <Button variation="primary" onClick={onClose}>
                {t.dialog.done}
              </Button>
            </>
          ) : (
            <Button variation="primary" onClick={() => setStep(step + 1)}>
              {t.dialog.next}
            </Button>
          )}
        </>
      }
    >
      <Stepper steps={notes.sections.map((entry) => entry.title)} step={step} label={t.dialog.steps} />
      <Heading level={3} fontSize="large" fontWeight="bold" className="whats-new__title">
        {section.title}
      </Heading>
      <MarkdownText text={section.body} className="whats-new__body" testId="whats-new-step" />
    </AppDialog>
  );
};
