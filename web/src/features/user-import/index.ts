export { UserImportCard } from './user-import-card.component.js';
