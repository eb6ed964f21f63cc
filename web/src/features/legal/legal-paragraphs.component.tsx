import { legalTexts, type LegalDocument } from '../../i18n/legal.de.js';
import './legal.css';

/** The points of the terms of use or the privacy notice, as a list. */
export const LegalParagraphs = ({ document }: { document: LegalDocument }) => (
  <ul className="legal-paragraphs">
    {legalTexts[document].paragraphs.map((paragraph) => (
      <li key={paragraph}>{paragraph}</li>
    ))}
  </ul>
);
