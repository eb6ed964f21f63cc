import type { Theme } from '@aws-amplify/ui-react';

const systemFonts = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** Calm school blue on light grey; system fonts only (no font downloads). */
export const theme: Theme = {
  name: 'schulapp',
  tokens: {
    colors: {
      primary: {
        10: { value: 'hsl(213, 60%, 96%)' },
        20: { value: 'hsl(213, 60%, 89%)' },
        40: { value: 'hsl(213, 50%, 72%)' },
        60: { value: 'hsl(213, 50%, 50%)' },
        80: { value: 'hsl(213, 66%, 34%)' },
        90: { value: 'hsl(213, 70%, 26%)' },
        100: { value: 'hsl(213, 75%, 18%)' },
      },
      background: { secondary: { value: 'hsl(210, 25%, 97%)' } },
    },
    fonts: {
      default: { variable: { value: systemFonts }, static: { value: systemFonts } },
    },
    radii: { small: { value: '0.375rem' }, medium: { value: '0.5rem' }, large: { value: '0.75rem' } },
  },
};
