import { describe, expect, it } from 'vitest';
import {
  formatFileSize,
  freeName,
  hasNoPathSeparator,
  isDotName,
  planPaste,
  safeExtension,
  sortItems,
  splitExtension,
  storedContentType,
  type PasteCandidate,
} from './storage-rules.js';

const file = (id: string, name: string, folderId = 'root', blocked = false): PasteCandidate => ({
  id,
  name,
  type: 'file',
  folderId,
  blocked,
});
const folder = (id: string, name: string, folderId = 'root'): PasteCandidate => ({ id, name, type: 'folder', folderId, blocked: false });

describe('copy names (§9 name (Kopie).ext)', () => {
  it('keeps a free name and puts (Kopie) before the extension on a clash', () => {
    expect(freeName('Bericht.pdf', ['Andere.pdf'])).toBe('Bericht.pdf');
    expect(freeName('Bericht.pdf', ['Bericht.pdf'])).toBe('Bericht (Kopie).pdf');
    expect(freeName('Bericht.final.pdf', ['bericht.FINAL.pdf'])).toBe('Bericht.final (Kopie).pdf');
  });

  it('counts further copies and handles names without extension', () => {
    expect(freeName('Bericht.pdf', ['Bericht.pdf', 'Bericht (Kopie).pdf'])).toBe('Bericht (Kopie 2).pdf');
    expect(freeName('Ordner', ['Ordner'])).toBe('Ordner (Kopie)');
    expect(freeName('.profile', ['.profile'])).toBe('.profile (Kopie)');
  });

  it('splits extensions and keeps only safe ones for object keys', () => {
    expect(splitExtension('a.b.c')).toEqual(['a.b', '.c']);
    expect(splitExtension('ende.')).toEqual(['ende.', '']);
    expect(safeExtension('Foto.JPG')).toBe('jpg');
    expect(safeExtension('x.../../etc')).toBe('');
    expect(safeExtension('x.exe%00')).toBe('');
  });

  it('refuses path tricks in names', () => {
    expect(isDotName('..')).toBe(true);
    expect(isDotName('.')).toBe(true);
    expect(hasNoPathSeparator('a/b')).toBe(false);
    expect(hasNoPathSeparator('a\\b')).toBe(false);
    expect(isDotName('..Notizen')).toBe(false);
    expect(hasNoPathSeparator('..Notizen')).toBe(true);
  });
});

describe('paste plan (§5 clipboard and paste)', () => {
  const target = { id: 'f2', path: ['f1'] };

  it('skips blocked items, a folder into itself or below itself, and moves into the same folder', () => {
    const plan = planPaste(
      'move',
      [file('a', 'a.txt', 'f2'), file('b', 'b.txt', 'root', true), folder('f1', 'Oben'), folder('f2', 'Ziel'), file('c', 'c.txt')],
      target,
      [],
    );
    expect(plan.map((entry) => ('skipped' in entry ? entry.skipped : entry.name))).toEqual([
      'already-there',
      'blocked',
      'into-itself',
      'into-itself',
      'c.txt',
    ]);
  });

  it('copies into the same folder under (Kopie) names, also among the pasted items', () => {
    const plan = planPaste('copy', [file('a', 'a.txt', 'f2'), file('b', 'a.txt')], target, ['a.txt']);
    expect(plan.map((entry) => ('name' in entry ? entry.name : entry.skipped))).toEqual(['a (Kopie).txt', 'a (Kopie 2).txt']);
  });

  it('pasting the same copy twice gives (Kopie) the second time', () => {
    const first = planPaste('copy', [file('a', 'Notizen.txt')], target, []);
    expect(first[0]).toMatchObject({ name: 'Notizen.txt' });
    const second = planPaste('copy', [file('a', 'Notizen.txt')], target, ['Notizen.txt']);
    expect(second[0]).toMatchObject({ name: 'Notizen (Kopie).txt' });
  });
});

describe('sorting and sizes (§9)', () => {
  const item = (name: string, type: 'file' | 'folder', createdAt: string, fileSize = 0) => ({
    name,
    type,
    createdAt,
    updatedAt: createdAt,
    fileSize,
  });
  const items = [
    item('Blatt 10.pdf', 'file', '2026-01-02', 500),
    item('Zeta', 'folder', '2026-01-05'),
    item('Blatt 2.pdf', 'file', '2026-01-01', 900),
    item('alpha', 'folder', '2026-01-01'),
  ];

  it('puts folders first by name; files by Erstellt (newest first) by default', () => {
    expect(sortItems(items).map((entry) => entry.name)).toEqual(['alpha', 'Zeta', 'Blatt 10.pdf', 'Blatt 2.pdf']);
  });

  it('sorts names naturally and sizes largest first', () => {
    expect(sortItems(items, 'name').map((entry) => entry.name)).toEqual(['alpha', 'Zeta', 'Blatt 2.pdf', 'Blatt 10.pdf']);
    expect(sortItems(items, 'size').map((entry) => entry.name)).toEqual(['alpha', 'Zeta', 'Blatt 2.pdf', 'Blatt 10.pdf']);
  });

  it('shows KB (bytes/1000 rounded) and MB above 1000 KB', () => {
    expect(formatFileSize(1499)).toBe('1 KB');
    expect(formatFileSize(1_000_000)).toBe('1000 KB');
    expect(formatFileSize(2_540_000)).toBe('2,5 MB');
  });

  it('stores unknown content types as octet-stream and shows them as unknown', () => {
    expect(storedContentType('image/png')).toEqual({ upload: 'image/png', shown: 'image/png' });
    expect(storedContentType('text/html')).toEqual({ upload: 'application/octet-stream', shown: 'unknown' });
    expect(storedContentType(undefined)).toEqual({ upload: 'application/octet-stream', shown: 'unknown' });
  });
});
