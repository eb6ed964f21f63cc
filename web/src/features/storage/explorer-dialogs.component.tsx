import { ConfirmDialog } from '../../components/confirm.dialog.js';
import { storageTexts as t } from '../../i18n/storage.de.js';
import { BlockedDialog } from './blocked.dialog.js';
import { NameDialog } from './name.dialog.js';
import { ReplaceDialog } from './replace.dialog.js';
import type { ExplorerActions } from './use-explorer-actions.hook.js';

/** The explorer's open dialog, if any. */
export const ExplorerDialogs = ({ actions }: { actions: ExplorerActions }) => {
  const { dialog, close } = actions;
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'newFolder':
      return <NameDialog title={t.newFolder} submitLabel={t.create} onSubmit={actions.createFolder} onClose={close} />;
    case 'rename':
      return (
        <NameDialog
          title={t.rename}
          initial={dialog.item.name}
          submitLabel={t.save}
          onSubmit={(name) => actions.rename(dialog.item, name)}
          onClose={close}
        />
      );
    case 'delete':
      return (
        <ConfirmDialog
          title={t.deleteTitle(dialog.items.length)}
          text={t.deleteText}
          cancel={t.cancel}
          confirm={t.delete}
          onConfirm={() => {
            void actions.remove(dialog.items);
            close();
          }}
          onClose={close}
          testId="storage-delete-dialog"
        />
      );
    case 'replace':
      return (
        <ReplaceDialog
          names={dialog.names}
          onChoose={(replace) => actions.chooseReplace(dialog.files, dialog.names, replace)}
          onClose={close}
        />
      );
    case 'blocked':
      return <BlockedDialog onClose={close} />;
  }
};
