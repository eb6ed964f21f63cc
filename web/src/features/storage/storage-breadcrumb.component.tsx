import { Button } from '@aws-amplify/ui-react';
import { storageTexts as t } from '../../i18n/storage.de.js';

/** 'Meine Dateien' › the folders down to the open one, each a button that opens it. */
export const StorageBreadcrumb = ({ path, onOpen }: { path: { id: string; name: string }[]; onOpen: (id: string) => void }) => (
  <nav className="storage-breadcrumb" aria-label={t.breadcrumb} data-testid="storage-breadcrumb">
    <Button size="small" variation="link" onClick={() => onOpen('root')}>
      {t.root}
    </Button>
    {path.map((entry) => (
      <span key={entry.id}>
        {' › '}
        <Button size="small" variation="link" onClick={() => onOpen(entry.id)}>
          {entry.name}
        </Button>
      </span>
    ))}
  </nav>
);
