import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { Icon } from '../../components/icon.component.js';
import { reservationTexts } from '../../i18n/reservations.de.js';
import type { CatalogDraft, CatalogEdit, CatalogRow } from './catalog-draft.model.js';
import type { CatalogKind } from './reservations.api.js';

const t = reservationTexts.admin;

interface CatalogSectionProps {
  kind: CatalogKind;
  title: string;
  rows: CatalogRow[];
  onAdd: () => void;
  onEdit: (item: CatalogEdit) => void;
  onDelete: (draft: CatalogDraft) => void;
}

/** One section of the catalogue: its title with 'Hinzufügen', then its items with edit and delete. */
export const CatalogSection = ({ kind, title, rows, onAdd, onEdit, onDelete }: CatalogSectionProps) => (
  <section aria-label={title} className="catalog-section">
    <Flex justifyContent="space-between" alignItems="center">
      <Heading level={2} fontSize="large">
        {title}
      </Heading>
      <Button size="small" onClick={() => onAdd()}>
        {t.add}
      </Button>
    </Flex>
    {rows.length === 0 && <Text>{t.emptyList}</Text>}
    <ul className="device-list">
      {rows.map(({ draft, revision, details }) => (
        <li key={draft.id} data-testid={`catalog-${kind}`}>
          <span>
            <strong>{draft.name}</strong> {details && <span className="catalog-section__details">{details}</span>}
          </span>
          <span className="catalog-section__actions">
            <Button size="small" variation="link" onClick={() => onEdit({ draft, revision })} aria-label={t.edit(draft.name)}>
              <Icon name="edit" size={20} />
            </Button>
            <Button size="small" variation="link" onClick={() => onDelete(draft)} aria-label={t.remove(draft.name)}>
              <Icon name="close" size={20} />
            </Button>
          </span>
        </li>
      ))}
    </ul>
  </section>
);
