import { lazy } from 'react';

export const ClassbookPage = lazy(() => import('./classbook.page.js').then((m) => ({ default: m.ClassbookPage })));
export { AbsenceDialog } from './absence.dialog.js';
export { ChangeAbsenceDialog } from './change-absence.dialog.js';
export { SickNoteDialog } from './sick-note.dialog.js';
