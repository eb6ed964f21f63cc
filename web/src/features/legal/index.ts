export { LegalLinks } from './legal-links.component.js';
export { LegalParagraphs } from './legal-paragraphs.component.js';
export { LegalDialog } from './legal.dialog.js';
