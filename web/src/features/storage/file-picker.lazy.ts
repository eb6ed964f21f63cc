import { lazy } from 'react';

/**
 * The 'Dateimanager' (side menu 'Meine Dateien'). Pin attachments pass `onPick`: the user marks one
 * or more of their files (and may upload new ones) and 'Übernehmen' hands over the chosen
 * `StorageItem`s (id, name, contentType, fileSize); render it inside `<Suspense>`, close it in `onPick`.
 */
export const FilePickerDialog = lazy(() => import('./file-picker.dialog.js').then((m) => ({ default: m.FilePickerDialog })));
