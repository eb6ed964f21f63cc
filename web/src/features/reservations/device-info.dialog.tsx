import type { Resource, ResourceCatalog } from '@shared/schemas/reservation.schema.js';
import { AppDialog } from '../../components/app-dialog.component.js';
import { reservationTexts as t } from '../../i18n/reservations.de.js';

/** Device info: name, device ID, groups or 'keine'. */
export const DeviceInfoDialog = ({ resource, catalog, onClose }: { resource: Resource; catalog: ResourceCatalog; onClose: () => void }) => {
  const groups = catalog.groups.filter((group) => resource.groupIds.includes(group.id)).map((group) => group.name);
  return (
    <AppDialog open onOpenChange={(open) => !open && onClose()} title={t.infoTitle} testId="device-info">
      <dl className="device-info">
        <dt>{t.infoName}</dt>
        <dd>{resource.displayName}</dd>
        <dt>{t.infoDeviceId}</dt>
        <dd>{resource.deviceId || t.none}</dd>
        <dt>{t.infoGroups}</dt>
        <dd>{groups.length > 0 ? groups.join(', ') : t.none}</dd>
      </dl>
    </AppDialog>
  );
};
