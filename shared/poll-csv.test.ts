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
        responses: [{ author: { role: null, name: null, group: null }, createdAt: 'x', answers: { q: text } }],
      },
      new Map(),
    )
      .slice('\uFEFFPerson;Zeitpunkt;Notiz\r\nUnbekannt;x;'.length)
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
  it('writes one row per response with authors and option labels', () => {
    const evaluation: PollEvaluation = {
      id: 'p',
      label: 'Umfrage',
      anonymous: false,
      responseCount: 2,
      questions: [
        { id: 'q1', label: 'Termin', type: 'options', counts: [], texts: [] },
        { id: 'q2', label: 'Notiz', type: 'text', counts: [], texts: [] },
      ],
      responses: [
        {
          author: { role: 'S', name: 'Anna Weber', group: '7a' },
          createdAt: '2026-11-25T08:00:00.000Z',
          answers: { q1: ['o1'], q2: '=1+1' },
        },
        { author: { role: null, name: null, group: null }, createdAt: '2026-11-25T09:00:00.000Z', answers: { q1: [] } },
      ],
    };
    const lines = pollCsv(evaluation, new Map([['o1', '14:00']])).split('\r\n');
    expect(lines[0]).toBe('\uFEFFPerson;Zeitpunkt;Termin;Notiz');
    expect(lines[1]).toBe(`Anna Weber S 7a;2026-11-25T08:00:00.000Z;14:00;"'=1+1"`);
    expect(lines[2]).toBe('Unbekannt;2026-11-25T09:00:00.000Z;;');
  });
});
