export { TimetableImportCard } from './timetable-import-card.component.js';
