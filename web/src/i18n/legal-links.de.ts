/** The links to the terms of use and the privacy notice; apart from their texts (legal.de.ts), which load with the dialogs. */
export const legalLinkTexts = {
  terms: 'Nutzungsbedingungen',
  privacy: 'Datenschutz',
};
