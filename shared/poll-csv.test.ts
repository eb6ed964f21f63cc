import { describe, expect, it } from 'vitest';
import { pollCsv } from './poll-csv.js';
import type { PollEvaluation } from './schemas/poll.schema.js';

describe('poll CSV export', () => {
  const oneCell = (text: string) =>
    pollCsv(
      {
        id: 'p',
        label: 'Umfrage',
        anonymous: true,
        responseCount: 1,
        questions: [{ id: 'q', label: 'Notiz', type: 'text', counts: [], texts: [] }],
        responses: [
          { author: { role: null, name: null, child: null, group: null }, createdAt: '2026-11-25T08:00:00.000Z', answers: { q: text } },
        ],
      },
      new Map(),
    )
      .slice('\uFEFFPerson;Zeitpunkt;Notiz\r\nUnbekannt;25.11.2026 09:00;'.length)
      .replace(/\r\n$/, '');
  it('defuses cells a spreadsheet would run as formulas', () => {
    for (const text of ['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd', '=a\nb'])
      expect(oneCell(text).replace(/^"/, '')).toMatch(/^'/);
    expect(oneCell('Hallo')).toBe('Hallo');
  });
  it('quotes separators, quotes and line breaks', () => {
    expect(oneCell('a;b')).toBe('"a;b"');
    expect(oneCell('sagt "hi"')).toBe('"sagt ""hi"""');
    expect(oneCell('Zeile\nzwei')).toBe('"Zeile\nzwei"');
  });
  it('writes one row per response with authors, the child a guardian answered for, Berlin times and option labels', () => {
    const evaluation: PollEvaluation = {
      id: 'p',
      label: 'Umfrage',
      anonymous: false,
      responseCount: 3,
      questions: [
        { id: 'q1', label: 'Termin', type: 'options', counts: [], texts: [] },
        { id: 'q2', label: 'Notiz', type: 'text', counts: [], texts: [] },
      ],
      responses: [
        {
          author: { role: 'S', name: 'Anna Weber', child: null, group: '7a' },
          createdAt: '2026-11-25T08:00:00.000Z',
          answers: { q1: ['o1'], q2: '=1+1' },
        },
        {
          author: { role: 'E', name: 'Petra Weber', child: 'Anna Weber', group: '7a' },
          createdAt: '2026-06-30T22:30:00.000Z',
          answers: { q1: ['o1'] },
        },
        { author: { role: null, name: null, child: null, group: null }, createdAt: '2026-11-25T09:00:00.000Z', answers: { q1: [] } },
      ],
    };
    const lines = pollCsv(evaluation, new Map([['o1', '14:00']])).split('\r\n');
    expect(lines[0]).toBe('\uFEFFPerson;Zeitpunkt;Termin;Notiz');
    expect(lines[1]).toBe(`Anna Weber S 7a;25.11.2026 09:00;14:00;"'=1+1"`);
    expect(lines[2]).toBe('Petra Weber E für Anna Weber 7a;01.07.2026 00:30;14:00;');
    expect(lines[3]).toBe('Unbekannt;25.11.2026 10:00;;');
  });
});
