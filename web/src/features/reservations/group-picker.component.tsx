import { Button, Flex, Text } from '@aws-amplify/ui-react';
import type { Resource, ResourceCatalog, ReservationSearch } from '@shared/schemas/reservation.schema.js';
import { reservationTexts as t } from '../../i18n/reservations.de.js';

interface Props {
  catalog: ResourceCatalog;
  search: ReservationSearch;
  free: Resource[];
  onPick: (ids: string[]) => void;
}

/** The groups of the searched type (in the building): choosing one selects all its free devices. */
export const GroupPicker = ({ catalog, search, free, onPick }: Props) => {
  const groups = catalog.groups.filter(
    (group) => group.type === search.type && (!search.buildingId || !group.buildingId || group.buildingId === search.buildingId),
  );
  return (
    <div className="group-picker" data-testid="group-picker">
      <Text fontWeight="bold">{t.groups}</Text>
      {groups.length === 0 ? (
        <Text>{t.noGroups}</Text>
      ) : (
        <Flex gap="small" wrap="wrap">
          {groups.map((group) => {
            const members = free.filter((resource) => resource.groupIds.includes(group.id)).map((resource) => resource.id);
            return (
              <Button key={group.id} size="small" isDisabled={members.length === 0} onClick={() => onPick(members)}>
                {group.name} ({members.length})
              </Button>
            );
          })}
        </Flex>
      )}
    </div>
  );
};
