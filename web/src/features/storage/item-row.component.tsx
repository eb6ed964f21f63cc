import { Button, CheckboxField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { StorageItem, StorageSearchHit } from '@shared/schemas/storage.schema.js';
import { formatFileSize, hasPreview, UNKNOWN_CONTENT_TYPE } from '@shared/storage/storage-rules.js';
import { Icon } from '../../components/icon.component.js';
import { storageTexts as t } from '../../i18n/storage.de.js';

const created = (iso: string) => new Date(iso).toLocaleDateString('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** The 200 px preview (100 px in the picker) of jpeg, png, gif and svg; the warning icon when it fails. */
const Preview = ({ item }: { item: StorageItem }) => {
  const [failed, setFailed] = useState(false);
  if (item.type === 'folder') return <Icon name="folder" />;
  if (!hasPreview(item.contentType)) return <span className="storage-item__type">{item.extension || t.noExtension}</span>;
  if (item.thumbnail === 'failed' || failed)
    return (
      <span className="storage-item__warning" title={t.previewFailed} data-testid="storage-preview-failed">
        <Icon name="problem" />
      </span>
    );
  if (!item.thumbnailUrl) return <span className="storage-item__type">{item.extension}</span>;
  return <img className="storage-item__thumb" src={item.thumbnailUrl} alt="" loading="lazy" onError={() => setFailed(true)} />;
};

export interface ItemRowProps {
  /** A search hit also says where it lies. */
  item: StorageItem | StorageSearchHit;
  marked: boolean;
  onMark: (marked: boolean) => void;
  onOpen: () => void;
  onRename: () => void;
  onDelete: () => void;
  onBlocked: () => void;
  /** Opens the folder a search hit lies in. */
  onOpenFolder: (folderId: string) => void;
}

/** One entry of the list view: mark box, preview, name (opens a folder, downloads a file), size and date, actions. */
export const ItemRow = ({ item, marked, onMark, onOpen, onRename, onDelete, onBlocked, onOpenFolder }: ItemRowProps) => (
  <li className={`storage-item${marked ? ' storage-item--marked' : ''}`} data-testid="storage-item" data-name={item.name}>
    <CheckboxField
      name={`mark-${item.id}`}
      label={t.mark(item.name)}
      labelHidden
      checked={marked}
      onChange={(event) => (item.blocked ? onBlocked() : onMark(event.target.checked))}
    />
    <span className="storage-item__preview">
      <Preview item={item} />
    </span>
    <button type="button" className="storage-item__name" onClick={onOpen} title={item.type === 'file' ? t.download : undefined}>
      {item.name}
    </button>
    <span className="storage-item__meta">
      {item.type === 'folder'
        ? t.folder
        : `${formatFileSize(item.fileSize)} · ${item.contentType === UNKNOWN_CONTENT_TYPE ? t.unknownType : item.extension}`}
      {' · '}
      {created(item.createdAt)}
    </span>
    {'folderPath' in item && (
      <button
        type="button"
        className="storage-item__folder"
        onClick={() => onOpenFolder(item.folderId)}
        aria-label={t.openFolderOf(item.name)}
        data-testid="storage-hit-folder"
      >
        {t.inFolder(item.folderPath)}
      </button>
    )}
    <span className="storage-item__actions" aria-label={t.actionsOf(item.name)}>
      <Button size="small" variation="link" onClick={item.blocked ? onBlocked : onRename}>
        {t.rename}
      </Button>
      <Button size="small" variation="link" onClick={item.blocked ? onBlocked : onDelete}>
        {t.delete}
      </Button>
    </span>
  </li>
);
