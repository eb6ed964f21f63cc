/** What the markdown editor's toolbar can do (spec: headings, bold, italic, strike, lists, task, table, link, code). */
export const markdownActions = [
  'heading',
  'bold',
  'italic',
  'strike',
  'bulletList',
  'orderedList',
  'task',
  'table',
  'link',
  'code',
] as const;
export type MarkdownAction = (typeof markdownActions)[number];

/** The text after an action and what to select in it (the inserted placeholder, so typing replaces it). */
export interface MarkdownEdit {
  text: string;
  selectionStart: number;
  selectionEnd: number;
}

/** Words put in where nothing was selected; the caller passes them in its language. */
export type MarkdownPlaceholders = Record<'heading' | 'bold' | 'italic' | 'strike' | 'listItem' | 'task' | 'link' | 'code', string> & {
  tableHeader: readonly [string, string];
  tableCell: string;
};

const wrapMarkers = { bold: '**', italic: '_', strike: '~~', code: '`' } as const;
const linePrefixes = { heading: '## ', bulletList: '- ', task: '- [ ] ' } as const;

/** Surrounds the selection with a marker, or inserts the marker around a selected placeholder. */
const wrap = (text: string, start: number, end: number, marker: string, placeholder: string): MarkdownEdit => {
  const inner = start === end ? placeholder : text.slice(start, end);
  const fenced = marker === '`' && inner.includes('\n');
  const open = fenced ? '```\n' : marker;
  const close = fenced ? '\n```' : marker;
  return {
    text: `${text.slice(0, start)}${open}${inner}${close}${text.slice(end)}`,
    selectionStart: start + open.length,
    selectionEnd: start + open.length + inner.length,
  };
};

/**
 * Puts a prefix before every line the selection touches ('1. ', '2. ' … for a numbered list); when
 * every touched line has it already, takes it away again. An empty line gets the placeholder.
 */
const prefixLines = (text: string, start: number, end: number, prefixOf: (index: number) => string, placeholder: string): MarkdownEdit => {
  const from = text.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = text.indexOf('\n', end);
  const to = lineEnd === -1 ? text.length : lineEnd;
  const lines = text.slice(from, to).split('\n');
  const prefixed = lines.every((line, index) => line.startsWith(prefixOf(index)));
  const changed = prefixed
    ? lines.map((line, index) => line.slice(prefixOf(index).length))
    : lines.map((line, index) => `${prefixOf(index)}${line === '' && lines.length === 1 ? placeholder : line}`);
  const block = changed.join('\n');
  const placeholderOnly = !prefixed && lines.length === 1 && lines[0] === '';
  return {
    text: `${text.slice(0, from)}${block}${text.slice(to)}`,
    selectionStart: placeholderOnly ? from + prefixOf(0).length : from,
    selectionEnd: from + block.length,
  };
};

/** A new paragraph at the cursor: a blank line before it unless the text starts there. */
const insertBlock = (text: string, at: number, block: string, select: readonly [number, number]): MarkdownEdit => {
  const before = text.slice(0, at);
  const lead = before === '' ? '' : before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const offset = at + lead.length;
  return {
    text: `${before}${lead}${block}\n${text.slice(at)}`,
    selectionStart: offset + select[0],
    selectionEnd: offset + select[1],
  };
};

/** Applies one toolbar action to the text at the selection [start, end). */
export const applyMarkdownAction = (
  text: string,
  start: number,
  end: number,
  action: MarkdownAction,
  placeholders: MarkdownPlaceholders,
): MarkdownEdit => {
  switch (action) {
    case 'bold':
    case 'italic':
    case 'strike':
    case 'code':
      return wrap(text, start, end, wrapMarkers[action], placeholders[action]);
    case 'heading':
      return prefixLines(text, start, end, () => linePrefixes.heading, placeholders.heading);
    case 'bulletList':
      return prefixLines(text, start, end, () => linePrefixes.bulletList, placeholders.listItem);
    case 'task':
      return prefixLines(text, start, end, () => linePrefixes.task, placeholders.task);
    case 'orderedList':
      return prefixLines(text, start, end, (index) => `${String(index + 1)}. `, placeholders.listItem);
    case 'link': {
      const label = start === end ? placeholders.link : text.slice(start, end);
      const url = 'https://';
      const linkText = `[${label}](${url})`;
      const urlStart = start + label.length + 3;
      return {
        text: `${text.slice(0, start)}${linkText}${text.slice(end)}`,
        selectionStart: urlStart,
        selectionEnd: urlStart + url.length,
      };
    }
    case 'table': {
      const [first, second] = placeholders.tableHeader;
      const header = `| ${first} | ${second} |`;
      const cell = placeholders.tableCell;
      const block = `${header}\n| --- | --- |\n| ${cell} | ${cell} |`;
      const cellStart = header.length + '\n| --- | --- |\n| '.length;
      return insertBlock(text, end, block, [cellStart, cellStart + cell.length]);
    }
  }
};
