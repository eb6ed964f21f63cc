import { Button, Heading, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { LessonRegister, LessonRegisterBody } from '@shared/schemas/classbook.schema.js';
import { classbookTexts as t } from '../../i18n/classbook.de.js';

/** 'Stundenoptionen': the lesson's topic and notice, saved together. */
export const RegisterOptions = ({
  register,
  body,
  run,
}: {
  register: LessonRegister;
  body: LessonRegisterBody;
  run: (next: LessonRegisterBody) => void;
}) => {
  const [topic, setTopic] = useState(register.topic ?? '');
  const [notice, setNotice] = useState(register.notice ?? '');
  return (
    <section className="classbook__section" aria-labelledby="classbook-options">
      <Heading level={2} fontSize="large" id="classbook-options">
        {t.eventOptions}
      </Heading>
      <TextField label={t.topic} value={topic} maxLength={500} isDisabled={!register.canWrite} onChange={(e) => setTopic(e.target.value)} />
      <TextAreaField
        label={t.notice}
        value={notice}
        maxLength={500}
        isDisabled={!register.canWrite}
        onChange={(e) => setNotice(e.target.value)}
      />
      {register.canWrite && (
        <Button size="small" onClick={() => run({ ...body, topic: topic.trim() || undefined, notice: notice.trim() || undefined })}>
          {t.saveOptions}
        </Button>
      )}
    </section>
  );
};
