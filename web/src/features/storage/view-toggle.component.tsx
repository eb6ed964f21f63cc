import { Flex, Text, ToggleButton, ToggleButtonGroup } from '@aws-amplify/ui-react';
import { useId } from 'react';
import { storageTexts as t } from '../../i18n/storage.de.js';

/** The explorer's view: the list; the grid is shown but disabled (spec: list style, grid disabled). */
export const ViewToggle = () => {
  const labelId = useId();
  return (
    <Flex direction="column" gap="xxs">
      <Text id={labelId} fontSize="small">
        {t.view}
      </Text>
      <ToggleButtonGroup value="list" isExclusive isSelectionRequired onChange={() => undefined} aria-labelledby={labelId} size="small">
        <ToggleButton value="list">{t.listView}</ToggleButton>
        <ToggleButton value="grid" isDisabled title={t.gridUnavailable}>
          {t.gridView}
        </ToggleButton>
      </ToggleButtonGroup>
    </Flex>
  );
};
