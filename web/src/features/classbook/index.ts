export { AbsenceDialog } from './absence.dialog.js';
export { ChangeAbsenceDialog } from './change-absence.dialog.js';
export { SickNoteDialog } from './sick-note.dialog.js';
export { OptionChips } from './option-chips.component.js';
export { optionText } from './option-text.model.js';
