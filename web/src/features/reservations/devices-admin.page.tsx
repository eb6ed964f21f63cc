import { Flex } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { LoadState } from '../../components/load-state.component.js';
import { PageHeader } from '../../components/page-header.component.js';
import { reservationTexts } from '../../i18n/reservations.de.js';
import { emptyDraft, rowsOf, type CatalogDraft, type CatalogEdit } from './catalog-draft.model.js';
import { CatalogItemDialog } from './catalog-item.dialog.js';
import { CatalogSection } from './catalog-section.component.js';
import { ConfirmDeleteDialog } from './confirm-delete.dialog.js';
import { DeviceImport } from './device-import.component.js';
import { useCatalogActions, useResourceCatalog, type CatalogKind } from './reservations.api.js';
import './reservations.css';

const t = reservationTexts.admin;
const sections: { kind: CatalogKind; title: string }[] = [
  { kind: 'building', title: t.buildings },
  { kind: 'group', title: t.groups },
  { kind: 'device', title: t.devices },
];

/** /admin/resources: the admin keeps the school's buildings, device groups and devices, and imports device lists. */
export const DevicesAdminPage = () => {
  const { data, error } = useResourceCatalog();
  const { remove } = useCatalogActions();
  const [editing, setEditing] = useState<CatalogEdit | null>(null);
  const [deleting, setDeleting] = useState<CatalogDraft | null>(null);
  return (
    <main className="page devices-admin" data-testid="devices-admin-page">
      <PageHeader back="/admin" title={t.title} />
      <LoadState data={data} error={error} look="page">
        {(catalog) => (
          <Flex direction="column" gap="large">
            {sections.map(({ kind, title }) => (
              <CatalogSection
                key={kind}
                kind={kind}
                title={title}
                rows={rowsOf(catalog)[kind]}
                onAdd={() => setEditing({ draft: emptyDraft(kind) })}
                onEdit={setEditing}
                onDelete={setDeleting}
              />
            ))}
            <DeviceImport />
            {editing && <CatalogItemDialog item={editing} catalog={catalog} onClose={() => setEditing(null)} />}
          </Flex>
        )}
      </LoadState>
      {deleting && <ConfirmDeleteDialog onConfirm={() => remove(deleting.kind, deleting.id)} onClose={() => setDeleting(null)} />}
    </main>
  );
};
