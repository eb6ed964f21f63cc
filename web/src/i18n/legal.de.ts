/** The terms of use (September 2020) and the privacy notice (spec §1), as the dialogs show them. */
export const legalTexts = {
  terms: {
    title: 'Nutzungsbedingungen',
    version: 'Stand: September 2020',
    paragraphs: [
      'Die Plattform dürfen nur Personen nutzen, die einer Bildungseinrichtung angehören (SchülerInnen, Lehrkräfte, Mitarbeitende und Erziehungsberechtigte).',
      'SchülerInnen unter 18 Jahren benötigen die Einwilligung ihrer Erziehungsberechtigten. SchülerInnen unter 7 Jahren dürfen die Plattform nicht nutzen.',
      'Nach der Abmeldung von der Einrichtung können deine Daten nach 30 Tagen gelöscht werden.',
      'Änderungen der Nutzungsbedingungen gelten als angenommen, wenn du ihnen nicht innerhalb von 6 Wochen widersprichst.',
      'Bei Verstößen kann ein Konto dauerhaft gesperrt werden.',
    ],
  },
  privacy: {
    title: 'Datenschutz',
    version: undefined,
    paragraphs: [
      'Dein Name und deine E-Mail-Adresse werden verschlüsselt gespeichert.',
      'Dein Passwort wird nicht im Klartext gespeichert, sondern nur als Hashwert.',
      'Deine E-Mail-Adresse wird nur zum Zurücksetzen deines Passworts verwendet und ist für deine Bildungseinrichtung nicht sichtbar.',
    ],
  },
};

export type LegalDocument = keyof typeof legalTexts;
