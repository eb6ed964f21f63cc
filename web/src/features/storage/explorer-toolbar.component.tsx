import { Badge, Button, SearchField, SelectField } from '@aws-amplify/ui-react';
import { useRef } from 'react';
import { sortOptions, type SortOption } from '@shared/storage/storage-rules.js';
import { searchFieldTexts } from '../../i18n/components.de.js';
import { storageTexts as t } from '../../i18n/storage.de.js';
import { clipboard, useClipboard } from './clipboard.store.js';
import { ViewToggle } from './view-toggle.component.js';

export interface ToolbarProps {
  markedCount: number;
  canWrite: boolean;
  sort: SortOption;
  search: string;
  onSort: (sort: SortOption) => void;
  onSearch: (text: string) => void;
  onFiles: (files: File[]) => void;
  onNewFolder: () => void;
  onDeleteMarked: () => void;
  onClip: (mode: 'copy' | 'move') => void;
  onPaste: () => void;
}

/** The explorer's menu: upload, new folder, delete marked, to clipboard (cut or copy), paste, clipboard badge, sort, search. */
export const ExplorerToolbar = (props: ToolbarProps) => {
  const input = useRef<HTMLInputElement>(null);
  const board = useClipboard();
  const none = props.markedCount === 0;
  return (
    <div className="storage-toolbar">
      <div className="storage-toolbar__actions">
        <input
          ref={input}
          type="file"
          multiple
          hidden
          data-testid="storage-file-input"
          onChange={(event) => {
            props.onFiles([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        <Button size="small" variation="primary" isDisabled={!props.canWrite} onClick={() => input.current?.click()}>
          {t.upload}
        </Button>
        <Button size="small" isDisabled={!props.canWrite} onClick={props.onNewFolder}>
          {t.newFolder}
        </Button>
        <Button size="small" isDisabled={none} onClick={props.onDeleteMarked}>
          {t.deleteMarked}
        </Button>
        <Button size="small" isDisabled={none} onClick={() => props.onClip('move')}>
          {t.cut}
        </Button>
        <Button size="small" isDisabled={none} onClick={() => props.onClip('copy')}>
          {t.copy}
        </Button>
        <Button size="small" isDisabled={board.items.length === 0 || !props.canWrite} onClick={props.onPaste}>
          {t.paste}
        </Button>
        <span className="storage-toolbar__clipboard">
          <span aria-label={t.clipboardCount(board.items.length)} data-testid="storage-clipboard">
            {t.clipboard} <Badge size="small">{board.items.length}</Badge>
          </span>
          <Button size="small" variation="link" isDisabled={board.items.length === 0} onClick={clipboard.clear}>
            {t.clearClipboard}
          </Button>
        </span>
      </div>
      <div className="storage-toolbar__view">
        <ViewToggle />
        <SelectField label={t.sortBy} size="small" value={props.sort} onChange={(event) => props.onSort(event.target.value as SortOption)}>
          {sortOptions.map((option) => (
            <option key={option} value={option}>
              {t.sort[option]}
            </option>
          ))}
        </SelectField>
        <SearchField
          label={t.search}
          placeholder={t.searchHint}
          size="small"
          value={props.search}
          onChange={(event) => props.onSearch(event.target.value)}
          onClear={() => props.onSearch('')}
          hasSearchButton={false}
          hasSearchIcon
          clearButtonLabel={searchFieldTexts.clear}
        />
      </div>
    </div>
  );
};
