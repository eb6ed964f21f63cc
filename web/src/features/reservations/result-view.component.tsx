import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { Resource, ResourceCatalog, ReservationSearch } from '@shared/schemas/reservation.schema.js';
import { LoadState } from '../../components/load-state.component.js';
import { reservationTexts as t } from '../../i18n/reservations.de.js';
import { DeviceInfoDialog } from './device-info.dialog.js';
import { BusyDevices, FreeDevices } from './device-lists.component.js';
import { GroupPicker } from './group-picker.component.js';
import { useFreeResources } from './reservations.api.js';
import { ReserveDialog } from './reserve.dialog.js';

interface Props {
  catalog: ResourceCatalog;
  search: ReservationSearch;
  polling: boolean;
  onCalendar: () => void;
}

/**
 * 'Geräte reservieren': the free devices of the search (polled every 5 s while `polling`),
 * selectable one by one or by group, each with its info; the reserved ones read-only with the
 * tutor's name. The reserve dialog books the devices selected when it opened.
 */
export const ResultView = ({ catalog, search, polling, onCalendar }: Props) => {
  const { data, error } = useFreeResources(search, polling);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [info, setInfo] = useState<Resource | null>(null);
  const [reserving, setReserving] = useState<Resource[] | null>(null);
  const toggle = (id: string) =>
    setSelected((current) => new Set(current.has(id) ? [...current].filter((item) => item !== id) : [...current, id]));
  const reset = () => {
    setSelected(new Set());
    setReserving(null);
  };
  return (
    <section className="reserve-result" aria-label={t.resultTitle} data-testid="reserve-result">
      <Flex justifyContent="space-between" alignItems="center" wrap="wrap">
        <Heading level={2} fontSize="large">
          {t.resultTitle}
        </Heading>
        <Button size="small" onClick={onCalendar}>
          {t.calendar}
        </Button>
      </Flex>
      <LoadState data={data} error={error} look="section">
        {({ free, busy }) => {
          const chosen = free.filter((resource) => selected.has(resource.id));
          return (
            <Flex direction="column" gap="small">
              <GroupPicker
                catalog={catalog}
                search={search}
                free={free}
                onPick={(ids) => setSelected((current) => new Set([...current, ...ids]))}
              />
              <FreeDevices free={free} selected={selected} onToggle={toggle} onInfo={setInfo} />
              <BusyDevices busy={busy} />
              <Text data-testid="selected-count">{t.selected(chosen.length)}</Text>
              <Button variation="primary" alignSelf="flex-start" isDisabled={chosen.length === 0} onClick={() => setReserving(chosen)}>
                {t.reserve}
              </Button>
            </Flex>
          );
        }}
      </LoadState>
      {reserving && <ReserveDialog search={search} resources={reserving} onDone={reset} onCancel={() => setReserving(null)} />}
      {info && <DeviceInfoDialog resource={info} catalog={catalog} onClose={() => setInfo(null)} />}
    </section>
  );
};
