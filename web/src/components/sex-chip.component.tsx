import { VisuallyHidden } from '@aws-amplify/ui-react';
import type * as z from 'zod';
import type { sexSchema } from '@shared/schemas/user.schema.js';
import { sexTexts } from '../i18n/components.de.js';
import './sex-chip.css';

/** A student's sex as a short chip ('m', 'w', 'd'); screen readers hear the whole word. */
export const SexChip = ({ sex }: { sex: z.infer<typeof sexSchema> }) => (
  <span className="sex-chip" data-testid="sex-chip">
    <span aria-hidden="true">{sexTexts.short[sex]}</span>
    <VisuallyHidden>{sexTexts.long[sex]}</VisuallyHidden>
  </span>
);
