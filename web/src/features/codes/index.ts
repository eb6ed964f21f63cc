export { CodeExportCards } from './code-export.cards.js';
