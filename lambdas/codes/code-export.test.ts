import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { pdfPageContents, standardFontHex } from '../../tests/fixtures/pdf-text.js';
import { CARDS_PER_PAGE, buildCodeCardsPdf, drawableText, wrapText } from './code-cards-pdf.format.js';
import { buildCodeExportCsv, codeExportCsvColumns } from './code-export-csv.format.js';
import { compareCodeHolders, type CodeHolder } from './code-export.model.js';

const holder = (lastname: string, firstname: string, groupDisplayName: string | undefined, code: string): CodeHolder => ({
  lastname,
  firstname,
  displayName: `${firstname} ${lastname}`,
  groupDisplayName,
  code,
});

const template = { heading: 'Dein Zugang zur Schulapp', intro: 'Bewahre den Code gut auf – er gehört nur dir.' };

const helvetica = async () => (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);

describe('code export order', () => {
  it('sorts by class (5a before 10a, no class last), then last and first name', () => {
    const sorted = [
      holder('Zimmermann', 'Mia', '10a', 'aaaaaa1'),
      holder('Becker', 'Jan', undefined, 'aaaaaa2'),
      holder('Özdemir', 'Ali', '5a', 'aaaaaa3'),
      holder('Bauer', 'Lina', '5a', 'aaaaaa4'),
      holder('Bauer', 'Ben', '5a', 'aaaaaa5'),
    ].sort(compareCodeHolders);
    expect(sorted.map((person) => person.code)).toEqual(['aaaaaa5', 'aaaaaa4', 'aaaaaa3', 'aaaaaa1', 'aaaaaa2']);
  });
});

describe('code export CSV', () => {
  it('is UTF-8 with BOM, ";"-separated with a header row, and keeps umlauts', () => {
    const csv = buildCodeExportCsv([holder('Müller', 'Jörg', '7a', 'abc1234'), holder('Weiß', 'Ülkü', '7a', 'def5678')]);
    expect(csv.startsWith('\uFEFFNachname;Vorname;Klasse;Code\r\n')).toBe(true);
    const parsed = Papa.parse<string[]>(csv.slice(1).trim(), { delimiter: ';' });
    expect(parsed.data).toEqual([[...codeExportCsvColumns], ['Müller', 'Jörg', '7a', 'abc1234'], ['Weiß', 'Ülkü', '7a', 'def5678']]);
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('quotes separators and escapes cells Excel would run as formulas', () => {
    const csv = buildCodeExportCsv([holder('=HYPERLINK("x")', 'Anna; Marie', undefined, 'abc1234')]);
    const [, row] = Papa.parse<string[]>(csv.slice(1).trim(), { delimiter: ';' }).data;
    expect(row).toEqual([`'=HYPERLINK("x")`, 'Anna; Marie', '', 'abc1234']);
  });
});

describe('code cards PDF', () => {
  const people = Array.from({ length: 23 }, (_, index) => holder(`Schäfer${index}`, 'Jörg', '7a', `code${String(index).padStart(3, '0')}`));

  it('puts ten cards on an A4 page and loads back as a PDF', async () => {
    const bytes = await buildCodeCardsPdf({
      schoolName: 'Gesamtschule am Lindenhof',
      template,
      audience: 'students',
      holders: people,
      signUpUrl: 'https://schulapp.example/signUp',
    });
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const document = await PDFDocument.load(bytes);
    expect(document.getPageCount()).toBe(Math.ceil(people.length / CARDS_PER_PAGE));
    const { width, height } = document.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
  });

  it('draws umlauts and ß in the standard font encoding (WinAnsi), with name, class, code and how-to', async () => {
    const bytes = await buildCodeCardsPdf({
      schoolName: 'Gesamtschule am Lindenhof',
      template,
      audience: 'guardians',
      holders: [holder('Weiß', 'Jörg Ülkü', '7a', 'abc1234')],
      signUpUrl: 'http://127.0.0.1:5173/signUp',
    });
    const [content] = await pdfPageContents(bytes);
    expect(await standardFontHex('ö')).toBe('F6');
    for (const text of [
      'Jörg Ülkü Weiß',
      'Klasse 7a',
      'Für die Erziehungsberechtigten von',
      'Gesamtschule am Lindenhof',
      'abc1234',
      'Registriere dich unter',
      'http://127.0.0.1:5173/signUp',
    ]) {
      expect(content).toContain(await standardFontHex(text));
    }
  });

  it('replaces letters outside WinAnsi instead of failing', async () => {
    const font = await helvetica();
    expect(drawableText('Müller Straße', font)).toBe('Müller Straße');
    expect(drawableText('Łukasz Şahin Nguyễn', font)).toBe('Lukasz Sahin Nguyen');
    expect(drawableText('李\nMing', font)).toBe('? Ming');
    const bytes = await buildCodeCardsPdf({
      schoolName: 'Schule',
      template,
      audience: 'students',
      holders: [holder('Şahin', 'Łukasz', '8c', 'abc1234')],
      signUpUrl: 'https://x.example/signUp',
    });
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
  });

  it('wraps long text into lines that fit the card', async () => {
    const font = await helvetica();
    const lines = wrapText(
      'Mit diesem Aktivierungscode legst du dein Konto an und bewahrst ihn sicher auf. Einwortohneendeeinwortohneendeeinwortohneende',
      font,
      8,
      120,
    );
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 8)).toBeLessThanOrEqual(120);
  });
});
