import { lazy } from 'react';

export const ClassbookPage = lazy(() => import('./classbook.page.js').then((m) => ({ default: m.ClassbookPage })));
export { AbsenceDialog } from './absence.dialog.js';
export { ChangeAbsenceDialog } from './change-absence.dialog.js';
export { SickNoteDialog } from './sick-note.dialog.js';
export { OptionChips } from './option-chips.component.js';
export { optionText } from './option-text.js';
