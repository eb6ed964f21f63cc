import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { ResourceCatalog } from '../../../../shared/schemas/reservation.schema.js';
import { Icon } from '../../components/icon.component.js';
import { LoadState } from '../../components/load-state.component.js';
import { PageHeader } from '../../components/page-header.component.js';
import { reservationTexts } from '../../i18n/reservations.de.js';
import { CatalogItemDialog, type CatalogDraft } from './catalog-item.dialog.js';
import { ConfirmDeleteDialog } from './confirm-delete.dialog.js';
import { useCatalogActions, type CatalogKind } from './devices-admin.api.js';
import { DeviceImport } from './device-import.component.js';
import { useResourceCatalog } from './reservations.api.js';
import './reservations.css';

const t = reservationTexts.admin;
interface Row {
  draft: CatalogDraft;
  details: string;
}

const emptyDraft = (kind: CatalogKind): CatalogDraft => ({
  kind,
  id: crypto.randomUUID(),
  name: '',
  type: '',
  deviceId: '',
  buildingId: '',
  groupIds: [],
});

const rowsOf = (catalog: ResourceCatalog): Record<CatalogKind, Row[]> => {
  const building = (id?: string) => catalog.buildings.find((item) => item.id === id)?.name ?? '';
  const base = { type: '', deviceId: '', buildingId: '', groupIds: [] as string[] };
  return {
    building: catalog.buildings.map((item) => ({ draft: { ...base, kind: 'building', id: item.id, name: item.name }, details: '' })),
    group: catalog.groups.map((item) => ({
      draft: { ...base, kind: 'group', id: item.id, name: item.name, type: item.type, buildingId: item.buildingId ?? '' },
      details: [item.type, building(item.buildingId)].filter(Boolean).join(' · '),
    })),
    device: catalog.resources.map((item) => ({
      draft: {
        kind: 'device',
        id: item.id,
        name: item.displayName,
        type: item.type,
        deviceId: item.deviceId,
        buildingId: item.buildingId ?? '',
        groupIds: item.groupIds,
      },
      details: [item.type, item.deviceId, building(item.buildingId)].filter(Boolean).join(' · '),
    })),
  };
};

const sections: { kind: CatalogKind; title: string }[] = [
  { kind: 'building', title: t.buildings },
  { kind: 'group', title: t.groups },
  { kind: 'device', title: t.devices },
];

/** /admin/resources: the admin keeps the school's buildings, device groups and devices, and imports device lists. */
export const DevicesAdminPage = () => {
  const { data, error } = useResourceCatalog();
  const { remove } = useCatalogActions();
  const [editing, setEditing] = useState<CatalogDraft | null>(null);
  const [deleting, setDeleting] = useState<CatalogDraft | null>(null);
  return (
    <main className="page devices-admin" data-testid="devices-admin-page">
      <PageHeader back="/admin" title={t.title} />
      <LoadState data={data} error={error} look="page">
        {(catalog) => (
          <Flex direction="column" gap="large">
            {sections.map(({ kind, title }) => (
              <section key={kind} aria-label={title} className="catalog-section">
                <Flex justifyContent="space-between" alignItems="center">
                  <Heading level={2} fontSize="large">
                    {title}
                  </Heading>
                  <Button size="small" onClick={() => setEditing(emptyDraft(kind))}>
                    {t.add}
                  </Button>
                </Flex>
                {rowsOf(catalog)[kind].length === 0 && <Text>{t.emptyList}</Text>}
                <ul className="device-list">
                  {rowsOf(catalog)[kind].map(({ draft, details }) => (
                    <li key={draft.id} data-testid={`catalog-${kind}`}>
                      <span>
                        <strong>{draft.name}</strong> {details && <span className="catalog-section__details">{details}</span>}
                      </span>
                      <span className="catalog-section__actions">
                        <Button size="small" variation="link" onClick={() => setEditing(draft)} aria-label={t.edit(draft.name)}>
                          <Icon name="edit" size={20} />
                        </Button>
                        <Button size="small" variation="link" onClick={() => setDeleting(draft)} aria-label={t.remove(draft.name)}>
                          <Icon name="close" size={20} />
                        </Button>
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            <DeviceImport />
            {editing && <CatalogItemDialog initial={editing} catalog={catalog} onClose={() => setEditing(null)} />}
          </Flex>
        )}
      </LoadState>
      {deleting && <ConfirmDeleteDialog onConfirm={() => remove(deleting.kind, deleting.id)} onClose={() => setDeleting(null)} />}
    </main>
  );
};
