import { describe, expect, it } from 'vitest';
import { markdownEditorTexts } from '../i18n/components.de.js';
import { applyMarkdownAction, type MarkdownAction } from './markdown-actions.js';

const { placeholders } = markdownEditorTexts;

/** Applies the action and shows the result with the selection between « and ». */
const run = (text: string, start: number, end: number, action: MarkdownAction) => {
  const edit = applyMarkdownAction(text, start, end, action, placeholders);
  return `${edit.text.slice(0, edit.selectionStart)}«${edit.text.slice(edit.selectionStart, edit.selectionEnd)}»${edit.text.slice(edit.selectionEnd)}`;
};

describe('applyMarkdownAction', () => {
  it('wraps the selection in bold, italic, strike and code markers', () => {
    expect(run('Wandertag morgen', 10, 16, 'bold')).toBe('Wandertag **«morgen»**');
    expect(run('Wandertag morgen', 0, 9, 'italic')).toBe('_«Wandertag»_ morgen');
    expect(run('Wandertag morgen', 10, 16, 'strike')).toBe('Wandertag ~~«morgen»~~');
    expect(run('npm start', 0, 9, 'code')).toBe('`«npm start»`');
  });

  it('inserts a selected placeholder where nothing is selected, so typing replaces it', () => {
    expect(run('Hallo ', 6, 6, 'bold')).toBe('Hallo **«fetter Text»**');
    expect(run('', 0, 0, 'link')).toBe('[Linktext](«https://»)');
  });

  it('fences code that spans lines', () => {
    expect(run('a\nb', 0, 3, 'code')).toBe('```\n«a\nb»\n```');
  });

  it('prefixes every touched line and takes the prefix away again', () => {
    expect(run('Brot\nMilch', 2, 7, 'bulletList')).toBe('«- Brot\n- Milch»');
    expect(run('- Brot\n- Milch', 0, 14, 'bulletList')).toBe('«Brot\nMilch»');
    expect(run('Brot\nMilch', 0, 10, 'orderedList')).toBe('«1. Brot\n2. Milch»');
    expect(run('Intro\nPlan', 7, 7, 'heading')).toBe('Intro\n«## Plan»');
    expect(run('Intro\n', 6, 6, 'task')).toBe('Intro\n- [ ] «Aufgabe»');
  });

  it('makes the selected words a link and selects the address to type', () => {
    expect(run('siehe Website', 6, 13, 'link')).toBe('siehe [Website](«https://»)');
  });

  it('puts a table in its own paragraph and selects its first cell', () => {
    expect(run('Liste', 5, 5, 'table')).toBe('Liste\n\n| Spalte 1 | Spalte 2 |\n| --- | --- |\n| «Text» | Text |\n');
    expect(run('', 0, 0, 'table')).toBe('| Spalte 1 | Spalte 2 |\n| --- | --- |\n| «Text» | Text |\n');
  });
});
