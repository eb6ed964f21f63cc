import { Alert, Button, CheckboxField, Flex, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { importMessages } from '@shared/user-import/import-format.js';
import { userImportTexts as t } from '../../i18n/user-import.de.js';
import type { UploadedImport } from './import-file-step.component.js';

export type Check = UploadedImport['check'];

/**
 * A review step: the findings, the tick the admin must set to go on when there are any, and
 * 'Weiter'; without the tick the spec's message asks to tick or import new data.
 */
export const ReviewStep = ({
  findings,
  none,
  found,
  tickLabel,
  ticked,
  onTick,
  onNext,
  testId,
}: {
  findings: { key: string; text: string }[];
  none: string;
  found: string;
  tickLabel: string;
  ticked: boolean;
  onTick: (ticked: boolean) => void;
  onNext: () => void;
  testId: string;
}) => {
  const [refused, setRefused] = useState(false);
  const next = () => {
    if (findings.length > 0 && !ticked) setRefused(true);
    else onNext();
  };
  return (
    <Flex direction="column" gap="medium" data-testid={testId}>
      {findings.length === 0 ? (
        <Text>{none}</Text>
      ) : (
        <>
          <Text>{found}</Text>
          <ul className="user-import__findings">
            {findings.map((finding) => (
              <li key={finding.key}>{finding.text}</li>
            ))}
          </ul>
          <CheckboxField
            label={tickLabel}
            name={`${testId}-tick`}
            checked={ticked}
            onChange={(event) => {
              onTick(event.target.checked);
              setRefused(false);
            }}
          />
        </>
      )}
      {refused && <Alert variation="warning">{importMessages.confirmMissing}</Alert>}
      <Button variation="primary" alignSelf="flex-start" onClick={next}>
        {t.next}
      </Button>
    </Flex>
  );
};
