export { CodeExportCards } from './code-export-cards.component.js';
