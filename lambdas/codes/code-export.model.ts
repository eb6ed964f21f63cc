import { naturalCompare } from '../../shared/german-order.js';
import type { CodeExportAudience } from '../../shared/schemas/code-export.schema.js';

/**
 * One line of a code export: the person the code belongs to. For guardian codes that is the
 * child (the code links the guardian to this student).
 */
export interface CodeHolder {
  lastname: string;
  firstname: string;
  displayName: string;
  groupDisplayName?: string;
  code: string;
}

/** Class first (5a before 10a, people without a class last), then last name and first name. */
export const compareCodeHolders = (a: CodeHolder, b: CodeHolder) =>
  (a.groupDisplayName ? 0 : 1) - (b.groupDisplayName ? 0 : 1) ||
  naturalCompare(a.groupDisplayName ?? '', b.groupDisplayName ?? '') ||
  naturalCompare(a.lastname, b.lastname) ||
  naturalCompare(a.firstname, b.firstname);

/** The audience as the file names and cards call it. */
export const audienceLabels: Record<CodeExportAudience, { fileName: string; title: string }> = {
  tutors: { fileName: 'Lehrkraefte', title: 'Lehrkräfte' },
  students: { fileName: 'SchuelerInnen', title: 'SchülerInnen' },
  guardians: { fileName: 'Erziehungsberechtigte', title: 'Erziehungsberechtigte' },
};
