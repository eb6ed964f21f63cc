import { useRef, useState } from 'react';
import { useReturnFocus } from '../../components/use-return-focus.hook.js';
import type { SideMenuDialog } from './side-menu-dialogs.component.js';

/**
 * The dialog a menu entry opens: it opens once the drawer has closed and given focus back, so it
 * returns there too.
 */
export const useSideMenuDialog = (onOpenChange: (open: boolean) => void) => {
  const [dialog, setDialog] = useState<SideMenuDialog | null>(null);
  const returnFocus = useReturnFocus();
  const nextDialog = useRef<SideMenuDialog | null>(null);
  const openDialog = (next: SideMenuDialog) => {
    nextDialog.current = next;
    onOpenChange(false);
  };
  const onCloseAutoFocus = (event: Event) => {
    returnFocus.onCloseAutoFocus(event);
    setDialog(nextDialog.current);
    nextDialog.current = null;
  };
  return { dialog, closeDialog: () => setDialog(null), openDialog, onOpenAutoFocus: returnFocus.onOpenAutoFocus, onCloseAutoFocus };
};
