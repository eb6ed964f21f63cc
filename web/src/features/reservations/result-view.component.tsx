import { Button, CheckboxField, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { Resource, ResourceCatalog, ReservationSearch } from '../../../../shared/schemas/reservation.schema.js';
import { LoadState } from '../../components/load-state.component.js';
import { reservationTexts as t } from '../../i18n/reservations.de.js';
import { DeviceInfoDialog } from './device-info.dialog.js';
import { GroupPicker } from './group-picker.component.js';
import { ReserveDialog } from './reserve.dialog.js';
import { useFreeResources } from './reservations.api.js';

type Props = { catalog: ResourceCatalog; search: ReservationSearch; onCalendar: () => void };

/**
 * 'Geräte reservieren': the free devices of the search (polled every 5 s), selectable one by one or
 * by group, each with its info; the reserved ones read-only with the tutor's name.
 */
export const ResultView = ({ catalog, search, onCalendar }: Props) => {
  const { data, error } = useFreeResources(search);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [info, setInfo] = useState<Resource | null>(null);
  const [reserving, setReserving] = useState(false);
  const toggle = (id: string) =>
    setSelected((current) => new Set(current.has(id) ? [...current].filter((item) => item !== id) : [...current, id]));
  const reset = () => {
    setSelected(new Set());
    setReserving(false);
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
          const freeIds = new Set(free.map((resource) => resource.id));
          const chosen = [...selected].filter((id) => freeIds.has(id));
          return (
            <Flex direction="column" gap="small">
              <GroupPicker
                catalog={catalog}
                search={search}
                free={free}
                onPick={(ids) => setSelected((current) => new Set([...current, ...ids]))}
              />
              <Heading level={3} fontSize="medium">
                {t.freeDevices}
              </Heading>
              {free.length === 0 ? (
                <Text data-testid="no-free-devices">{t.noFreeDevices}</Text>
              ) : (
                <ul className="device-list" data-testid="free-devices">
                  {free.map((resource) => (
                    <li key={resource.id}>
                      <CheckboxField
                        label={resource.displayName}
                        name="device"
                        value={resource.id}
                        checked={selected.has(resource.id)}
                        onChange={() => toggle(resource.id)}
                      />
                      <Button size="small" variation="link" aria-label={t.info(resource.displayName)} onClick={() => setInfo(resource)}>
                        ⓘ
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
              {busy.length > 0 && (
                <>
                  <Heading level={3} fontSize="medium">
                    {t.busyDevices}
                  </Heading>
                  <ul className="device-list device-list--busy" data-testid="busy-devices">
                    {busy.map((item) => (
                      <li key={item.id}>
                        <span>{item.resourceName}</span>
                        <span>{t.time(item.starttime, item.endtime)}</span>
                        <span>{t.bookedBy(item.tutorName)}</span>
                      </li>
                    ))}
                  </ul>
                </>
              )}
              <Text>{t.selected(chosen.length)}</Text>
              <Button variation="primary" alignSelf="flex-start" isDisabled={chosen.length === 0} onClick={() => setReserving(true)}>
                {t.reserve}
              </Button>
              {reserving && <ReserveDialog search={search} resourceIds={chosen} onDone={reset} onCancel={() => setReserving(false)} />}
            </Flex>
          );
        }}
      </LoadState>
      {info && <DeviceInfoDialog resource={info} catalog={catalog} onClose={() => setInfo(null)} />}
    </section>
  );
};
