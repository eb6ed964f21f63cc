import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm.dialog.js';
import { PageHeader } from '../../components/page-header.component.js';
import { storageTexts as t } from '../../i18n/storage.de.js';
import { useLeaveGuard } from '../../lib/use-leave-guard.hook.js';
import { StorageExplorer } from './storage-explorer.component.js';
import { useRefreshStorage } from './storage.api.js';
import { useUploads } from './use-uploads.hook.js';

/** /storage 'Dateien': the explorer of the user's own files; `?folder=` is the open folder. */
export const StoragePage = () => {
  const [params, setParams] = useSearchParams();
  const folderId = params.get('folder') ?? 'root';
  const refresh = useRefreshStorage();
  const uploads = useUploads(useCallback(() => void refresh(), [refresh]));
  const guard = useLeaveGuard(uploads.running, uploads.cancelAll);
  return (
    <main className="storage-page">
      <PageHeader back="/" title={t.title} />
      <StorageExplorer folderId={folderId} uploads={uploads} onOpenFolder={(id) => setParams(id === 'root' ? {} : { folder: id })} />
      {guard.held && (
        <ConfirmDialog
          title={t.leaveTitle}
          text={t.leaveText}
          cancel={t.stay}
          confirm={t.leave}
          onConfirm={guard.leave}
          onClose={guard.stay}
          testId="storage-leave-dialog"
        />
      )}
    </main>
  );
};
