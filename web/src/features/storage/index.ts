import { lazy } from 'react';

export type { FilePickerProps } from './file-picker.dialog.js';

export const StoragePage = lazy(() => import('./storage.page.js').then((m) => ({ default: m.StoragePage })));
/** The 'Dateimanager' (side menu 'Meine Dateien'; pin attachments pass `onPick`). */
export const FilePickerDialog = lazy(() => import('./file-picker.dialog.js').then((m) => ({ default: m.FilePickerDialog })));
