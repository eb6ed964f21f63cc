/** German texts of the translation menu (meeting descriptions, later pins and notifications). */
export const translationTexts = {
  language: 'Übersetzen',
  original: 'Original',
  translating: 'Wird übersetzt …',
} as const;
