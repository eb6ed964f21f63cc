import { describe, expect, it } from 'vitest';
import type { CourseRegistrations } from '@shared/schemas/course.schema.js';
import { registrationsCsv } from './registrations-csv.model.js';

const view = (displayName: string, createdAt = '2026-11-25T09:00:00Z'): CourseRegistrations =>
  ({
    offer: { options: [{ id: 'o1', displayName: 'Schach' }] },
    registrations: [{ studentUid: 's1', displayName, group: '7a', optionId: 'o1', priority: 1, createdAt }],
    allocation: { seed: 'x', entries: [{ studentUid: 's1', displayName, group: '7a', optionId: 'o1', priority: 1 }] },
  }) as unknown as CourseRegistrations;

describe('registrations CSV', () => {
  it('has a BOM, ; columns and a row per registration', () => {
    const csv = registrationsCsv(view('Anna Becker'));
    expect(csv.startsWith('\uFEFFOption;Name;Klasse;Priorität;Angemeldet am;Zugeteilt\r\n')).toBe(true);
    expect(csv).toContain('Schach;Anna Becker;7a;1;25.11.2026;ja\r\n');
  });

  it("names the school's day of a registration shortly after midnight in Berlin", () => {
    expect(registrationsCsv(view('Anna Becker', '2026-11-25T23:30:00Z'))).toContain(';26.11.2026;');
  });

  it.each(['=HYPERLINK("http://x")', '+1', '-2+3', '@SUM(A1)'])('escapes the formula %s', (name) => {
    const row = registrationsCsv(view(name)).split('\r\n')[1] ?? '';
    expect(row.split(';')[1]?.replace(/^"|"$/g, '').startsWith("'")).toBe(true);
  });
});
