import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';
import type { CodeCardTemplate, CodeExportAudience } from '../../shared/schemas/code-export.schema.js';
import type { CodeHolder } from './code-export.model.js';

/** A4 in points, 1 cm margin, 2 × 5 cards per page. */
const PAGE = { width: 595.28, height: 841.89, margin: 28.35 };
const GRID = { columns: 2, rows: 5 };
export const CARDS_PER_PAGE = GRID.columns * GRID.rows;
const CARD = {
  width: (PAGE.width - 2 * PAGE.margin) / GRID.columns,
  height: (PAGE.height - 2 * PAGE.margin) / GRID.rows,
  padding: 12,
};
const GREY = rgb(0.4, 0.4, 0.4);
const BLACK = rgb(0, 0, 0);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  code: PDFFont;
}

export interface CodeCardsInput {
  schoolName: string;
  template: CodeCardTemplate;
  audience: CodeExportAudience;
  holders: CodeHolder[];
  /** The web app's sign-up address, e.g. https://schulapp.example/signUp. */
  signUpUrl: string;
}

/** Letters the standard fonts cannot encode (WinAnsi) without a close plain form. */
const fallbackLetters: Record<string, string> = { ł: 'l', Ł: 'L', ı: 'i', đ: 'd', Đ: 'D', ħ: 'h', ŧ: 't' };

/**
 * Text the standard fonts can draw: WinAnsi covers German umlauts and ß; other letters lose their
 * accent (ş → s) or become '?', and line breaks become spaces.
 */
const characterSets = new WeakMap<PDFFont, Set<number>>();

export const drawableText = (text: string, font: PDFFont) => {
  let supported = characterSets.get(font);
  if (!supported) characterSets.set(font, (supported = new Set(font.getCharacterSet())));
  const isSupported = (char: string) => supported.has(char.codePointAt(0) ?? -1);
  return Array.from(text.replace(/\s+/g, ' '))
    .map((char) => {
      if (isSupported(char)) return char;
      const plain = fallbackLetters[char] ?? char.normalize('NFD').replace(/\p{M}/gu, '');
      return Array.from(plain).every(isSupported) && plain ? plain : '?';
    })
    .join('');
};

/** Splits text into lines no wider than `width`; a word longer than a line is cut. */
export const wrapText = (text: string, font: PDFFont, size: number, width: number): string[] => {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
};

const drawCard = (page: PDFPage, fonts: Fonts, input: CodeCardsInput, holder: CodeHolder, index: number) => {
  const column = index % GRID.columns;
  const row = Math.floor(index / GRID.columns) % GRID.rows;
  const left = PAGE.margin + column * CARD.width;
  const top = PAGE.height - PAGE.margin - row * CARD.height;
  const textWidth = CARD.width - 2 * CARD.padding;
  page.drawRectangle({
    x: left,
    y: top - CARD.height,
    width: CARD.width,
    height: CARD.height,
    borderColor: GREY,
    borderWidth: 0.5,
    borderDashArray: [4, 3],
  });

  let y = top - CARD.padding;
  const line = (text: string, font: PDFFont, size: number, color = BLACK, gap = 3) => {
    y -= size;
    page.drawText(drawableText(text, font), { x: left + CARD.padding, y, size, font, color, maxWidth: textWidth });
    y -= gap;
  };
  const paragraph = (text: string, size: number, maxLines: number) => {
    for (const part of wrapText(drawableText(text, fonts.regular), fonts.regular, size, textWidth).slice(0, maxLines))
      line(part, fonts.regular, size, BLACK, 2);
  };

  line(input.schoolName, fonts.regular, 8, GREY);
  line(input.template.heading, fonts.bold, 11);
  if (input.audience === 'guardians') line('Für die Erziehungsberechtigten von', fonts.regular, 8, GREY, 2);
  line(holder.displayName, fonts.bold, 13, BLACK, 2);
  line(holder.groupDisplayName ? `Klasse ${holder.groupDisplayName}` : ' ', fonts.regular, 9, GREY, 6);
  line(`Aktivierungscode: ${holder.code}`, fonts.code, 14, BLACK, 6);
  if (input.template.intro) paragraph(input.template.intro, 8, 3);
  paragraph(`Registriere dich unter ${input.signUpUrl} mit diesem Code.`, 8, 2);
};

/** 'Kopiervorlagen': A4 pages of cut-out code cards, in the order of `holders`. */
export const buildCodeCardsPdf = async (input: CodeCardsInput): Promise<Uint8Array> => {
  const document = await PDFDocument.create();
  document.setTitle(`Aktivierungscodes ${input.schoolName}`);
  document.setCreator('Schulapp');
  const fonts: Fonts = {
    regular: await document.embedFont(StandardFonts.Helvetica),
    bold: await document.embedFont(StandardFonts.HelveticaBold),
    code: await document.embedFont(StandardFonts.CourierBold),
  };
  let page: PDFPage | undefined;
  input.holders.forEach((holder, index) => {
    if (page === undefined || index % CARDS_PER_PAGE === 0) page = document.addPage([PAGE.width, PAGE.height]);
    drawCard(page, fonts, input, holder, index);
  });
  if (!page) document.addPage([PAGE.width, PAGE.height]);
  return document.save();
};
