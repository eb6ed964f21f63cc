import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** A text a source file spells out, with where it stands. */
export interface SourceText {
  file: string;
  line: number;
  text: string;
}

/** A known slip: the wrong form, why it is wrong, and a text with it (kept as the rule's own test case). */
export interface WrongForm {
  form: string | RegExp;
  why: string;
  example: string;
}

/**
 * Forms no user-visible German text may contain. Most came from the spec or the code once and were
 * corrected (issue 26); their `example` is the text as it was shown.
 */
export const wrongForms: WrongForm[] = [
  {
    form: 'Wollst du',
    why: "'Wollst' is no German form; the question is 'Willst du'",
    example: 'Zur Sicherheit: Wollst du wirklich die doppelten Einträge anlegen?',
  },
  {
    form: /\bvergeben dir\b/,
    why: "the imperative of 'vergeben' for 'du' is 'vergib'",
    example: 'Aktivierungscode akzeptiert. Bitte vergeben dir nun deine Zugangsdaten:',
  },
  {
    form: /\bDie Eingabe (min|max)\./,
    why: "the sentence lacks its verb: 'Die Eingabe muss min. … lang sein.'",
    example: 'Die Eingabe min. 6 Zeichen lang sein.',
  },
  { form: 'Code Doppelung', why: "no sentence and a wrong compound: 'Dieser Code wurde doppelt eingegeben.'", example: 'Code Doppelung' },
  { form: 'E-mail', why: "the app writes 'E-Mail' everywhere", example: 'E-mail wird benötigt' },
  {
    form: 'Versuche überschritten',
    why: "no sentence: say what happened and what to do ('Zu viele Versuche. Bitte warte kurz …')",
    example: 'Versuche überschritten',
  },
  { form: /\bUser\b/, why: "developer word: the app says 'Benutzer', 'Konto' or 'du'", example: 'User ist kein Admin.' },
  { form: 'UserRecord', why: "developer word: say 'dein Konto'", example: 'Keine Schule im UserRecord gefunden.' },
  { form: /\bParser\b/, why: 'developer word: say what is wrong with the file', example: 'Parser Error: kein Object gefunden' },
  {
    form: /\b(Exception|Payload|Request|Response|Items?|Invalid|Failed|Success|Undefined|NaN|Entity|Token|String|Array)\b/,
    why: 'English developer word: say what happened in the user’s words',
    example: 'Request Failed: kein Token',
  },
  { form: /\bObject\b/, why: 'developer word: say what is missing in the user’s words', example: 'Parser Error: kein Object gefunden' },
  {
    form: /\b[Bb]itte(?: \S+){0,2} [a-zäöüß]+ieren\b/,
    why: "an infinitive is no request to 'du': use the imperative ('setze bitte', 'exportiere bitte')",
    example: 'Um fortzufahren bitte markieren oder neue Daten importieren.',
  },
  {
    form: /\S[ \t]+[,.;:!?](?:\s|$)/,
    why: 'no space before a punctuation mark',
    example: 'Bitte wähle eine Datei .',
  },
];

const matches = (form: WrongForm['form'], text: string) => (typeof form === 'string' ? text.includes(form) : form.test(text));

/** The wrong forms a text contains. */
export const wrongFormsIn = (text: string): WrongForm[] => wrongForms.filter((rule) => matches(rule.form, text));

/**
 * Every text a TypeScript source spells out: string literals, the fixed parts of template literals
 * and JSX text. Module specifiers are left out.
 */
export const textsOfSource = (file: string, source: string): SourceText[] => {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: SourceText[] = [];
  const visit = (node: ts.Node) => {
    const text =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)
        ? node.text
        : ts.isJsxText(node)
          ? node.text.trim()
          : '';
    const isModuleName = text !== '' && (ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent));
    if (text && !isModuleName) found.push({ file, line: sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1, text });
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
};

/** The TypeScript sources under a folder of the repository, tests left out. */
export const sourceFilesUnder = (root: string, folder: string): string[] =>
  fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFilesUnder(root, relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });

/** Every text of the sources under the folders (relative to `root`). */
export const textsUnder = (root: string, folders: string[]): SourceText[] =>
  folders.flatMap((folder) =>
    sourceFilesUnder(root, folder).flatMap((file) => textsOfSource(file, fs.readFileSync(path.join(root, file), 'utf8'))),
  );
