export { TimetableImportCard } from './timetable-import.card.js';
