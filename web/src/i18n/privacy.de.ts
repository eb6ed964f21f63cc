/** German texts of 'Meine Daten' (the data download). */
export const privacyTexts = {
  heading: 'Meine Daten',
  intro: 'Lade alle Daten, die die Schulapp über dich gespeichert hat, als JSON-Datei herunter (Auskunft nach Art. 15 DSGVO).',
  download: 'Meine Daten herunterladen',
  downloading: 'Wird zusammengestellt …',
  fileName: 'meine-daten',
} as const;
