import { describe, expect, it } from 'vitest';
import { repoRoot } from '../dev-stack/stack-config.js';
import { textsOfSource, textsUnder, wrongForms, wrongFormsIn } from './german-texts.js';

/**
 * The German texts users see live in web/src/i18n and the shared message tables; the server's messages
 * (import reports, PDF code cards, calendar feed) in lambdas/ and shared/. None may contain a known slip.
 */
const scannedFolders = ['web/src', 'shared', 'lambdas', 'events'];
const texts = textsUnder(repoRoot, scannedFolders);

describe('German texts', () => {
  it('reads the texts of the actual modules', () => {
    const ofFolder = (folder: string) => texts.filter((text) => text.file.startsWith(`${folder}/`));
    expect(ofFolder('web/src/i18n').length).toBeGreaterThan(300);
    expect(ofFolder('shared/user-import').length).toBeGreaterThan(10);
    expect(ofFolder('lambdas/untis-import').length).toBeGreaterThan(30);
    const accepted = texts.find(({ file, text }) => file === 'web/src/i18n/registration.de.ts' && text.includes('Bitte vergib dir nun'));
    expect(accepted).toBeDefined();
  });

  it('contain none of the known wrong forms', () => {
    const slips = texts.flatMap(({ file, line, text }) =>
      wrongFormsIn(text).map((rule) => `${file}:${String(line)}: "${text}" — ${String(rule.form)}: ${rule.why}`),
    );
    expect(slips).toEqual([]);
  });
});

describe('the wrong forms', () => {
  it.each(wrongForms.map((rule) => [String(rule.form), rule] as const))('%s is found in its example', (_, rule) => {
    expect(wrongFormsIn(rule.example)).toContain(rule);
  });

  it('are found in string literals, template literals and JSX text, not in module names', () => {
    const source = [
      "import { x } from './Wollst du.js';",
      "const a = 'Zur Sicherheit: Wollst du das?';",
      'const b = (n: number) => `${n} Einträge. E-mail fehlt`;',
      'const c = <p>Bitte vergeben dir nun</p>;',
    ].join('\n');
    const found = textsOfSource('example.tsx', source).filter(({ text }) => wrongFormsIn(text).length > 0);
    expect(found.map(({ line }) => line)).toEqual([2, 3, 4]);
  });

  it('leave the corrected texts alone', () => {
    for (const text of [
      'Zur Sicherheit: Willst du wirklich die doppelten Einträge anlegen?',
      'Aktivierungscode akzeptiert. Bitte vergib dir nun deine Zugangsdaten:',
      'Die Eingabe muss min. 6 Zeichen lang sein.',
      'Um fortzufahren, setze bitte das Häkchen oder importiere neue Daten.',
      'Dafür brauchst du Admin-Rechte.',
      'Wird geladen …',
      'z. B. Google Kalender',
    ]) {
      expect(wrongFormsIn(text)).toEqual([]);
    }
  });
});
