export { UserImportCard } from './user-import.card.js';
