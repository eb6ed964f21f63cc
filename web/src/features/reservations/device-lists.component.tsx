import { Button, CheckboxField, Heading, Text } from '@aws-amplify/ui-react';
import type { Reservation, Resource } from '@shared/schemas/reservation.schema.js';
import { Icon } from '../../components/icon.component.js';
import { reservationTexts as t } from '../../i18n/reservations.de.js';

interface FreeProps {
  free: Resource[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onInfo: (resource: Resource) => void;
}

/** The free devices of the search, each a checkbox with its info button; none left: the spec's text. */
export const FreeDevices = ({ free, selected, onToggle, onInfo }: FreeProps) => (
  <>
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
              onChange={() => onToggle(resource.id)}
            />
            <Button size="small" variation="link" aria-label={t.info(resource.displayName)} onClick={() => onInfo(resource)}>
              <Icon name="info" size={20} />
            </Button>
          </li>
        ))}
      </ul>
    )}
  </>
);

/** The reservations of the type overlapping the search: read-only, with the tutor's name. */
export const BusyDevices = ({ busy }: { busy: Reservation[] }) =>
  busy.length === 0 ? null : (
    <>
      <Heading level={3} fontSize="medium">
        {t.busyDevices}
      </Heading>
      <ul className="device-list device-list--busy" data-testid="busy-devices">
        {busy.map((item) => (
          <li key={item.id}>
            <span className="device-list__name">{item.resourceName}</span>
            <span>{t.time(item.starttime, item.endtime)}</span>
            <span className="device-list__tutor">{t.bookedBy(item.tutorName)}</span>
          </li>
        ))}
      </ul>
    </>
  );
