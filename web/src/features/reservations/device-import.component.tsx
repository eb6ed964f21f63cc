import { Alert, Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useState, type ChangeEvent } from 'react';
import { parseDeviceListCsv, type DeviceListResult } from '@shared/reservations/device-list-csv.js';
import { MAX_IMPORTED_DEVICES } from '@shared/schemas/reservation.schema.js';
import { FileInput } from '../../components/file-input.component.js';
import { OutcomeAlert, type Outcome } from '../../components/outcome-alert.component.js';
import { reservationTexts } from '../../i18n/reservations.de.js';
import { ApiError } from '../../lib/api-error.js';
import { useCatalogActions } from './reservations.api.js';

const t = reservationTexts.admin;

/** 'Geräteliste importieren (CSV)': the file is read in the browser (papaparse), shown as a count, then imported. */
export const DeviceImport = () => {
  const { importDevices } = useCatalogActions();
  const [list, setList] = useState<DeviceListResult | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const read = async (event: ChangeEvent<HTMLInputElement>) => {
    setOutcome(null);
    const file = event.target.files?.[0];
    setList(file ? parseDeviceListCsv(await file.text()) : null);
  };
  const start = async () => {
    if (!list || list.devices.length === 0) return;
    try {
      const result = await importDevices(list.devices);
      setOutcome({ ok: true, text: t.imported(result.created, result.buildingsCreated) });
      setList(null);
    } catch (error) {
      setOutcome({ ok: false, code: error instanceof ApiError ? error.code : null });
    }
  };
  return (
    <section className="device-import" aria-label={t.import}>
      <Heading level={2} fontSize="large">
        {t.import}
      </Heading>
      <Text>{t.importHint}</Text>
      <Flex direction="column" gap="small" alignItems="flex-start">
        <FileInput id="device-list" accept=".csv,text/csv" aria-label={t.importFile} onChange={(event) => void read(event)} />
        {list && <Text data-testid="import-preview">{t.importPreview(list.devices.length)}</Text>}
        {list?.tooMany && <Alert variation="warning">{t.importTooMany(MAX_IMPORTED_DEVICES)}</Alert>}
        {list?.faultyRows.map((row) => (
          <Alert key={row} variation="warning">
            {t.importRowError(row)}
          </Alert>
        ))}
        <Button variation="primary" size="small" isDisabled={!list || list.devices.length === 0} onClick={() => void start()}>
          {t.importStart}
        </Button>
        <OutcomeAlert outcome={outcome} />
      </Flex>
    </section>
  );
};
