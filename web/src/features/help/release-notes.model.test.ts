import { describe, expect, it } from 'vitest';
import { APP_VERSION } from '@shared/table-design.js';
import { compareVersionsDescending, loadReleaseNotes, parseReleaseNotes, releaseNoteVersions } from './release-notes.model.js';

describe('release notes', () => {
  it('splits a notes file into one section per ## heading, text before the first left out', () => {
    expect(parseReleaseNotes('Vorwort\n\n## Wochenplan\n\nDie **Woche**.\n\n## Termine\nKalender\n')).toEqual([
      { title: 'Wochenplan', body: 'Die **Woche**.' },
      { title: 'Termine', body: 'Kalender' },
    ]);
    expect(parseReleaseNotes('ohne Überschrift')).toEqual([]);
  });

  it('sorts versions by their numbers, newest first', () => {
    expect(['2.2.1', '2.10.0', '2.9.3', '10.0.0'].sort(compareVersionsDescending)).toEqual(['10.0.0', '2.10.0', '2.9.3', '2.2.1']);
  });

  it('has notes for the app’s current version, with sections', async () => {
    expect(releaseNoteVersions[0]).toBe(APP_VERSION);
    const notes = await loadReleaseNotes(APP_VERSION);
    expect(notes?.sections.length).toBeGreaterThan(1);
    expect(await loadReleaseNotes('0.0.1')).toBeNull();
  });
});
