import { errorTexts } from './errors.de.js';

/**
 * One field-level validation problem: a zod issue (client side) or what the API's `fields` and the
 * shared schema tell about it (server side). Only what the German text needs.
 */
export interface FieldRule {
  code: string;
  /** What was checked: 'string', 'number', 'array', … (zod's `origin`). */
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  /** For 'invalid_format': 'email', 'url', 'regex', … */
  format?: string;
  /** The rule code of one of our refinements (`params: { code }`). */
  params?: { code?: unknown };
  input?: unknown;
  /** The field, for texts of one field's rule ('size.too_big'). */
  path?: readonly PropertyKey[];
}

/** Texts of our own rule codes (the `params.code` of a shared schema's refinement, also what the API sends as the field's code). */
export const ruleTexts: Record<string, string> = {
  control_characters: 'Bitte keine Steuerzeichen (z. B. Tabulatoren) verwenden.',
  direction_characters:
    'Bitte keine unsichtbaren Zeichen verwenden, die die Schreibrichtung umkehren (U+202A bis U+202E, U+2066 bis U+2069).',
  path_characters: 'Der Name darf kein „/“ und kein „\\“ enthalten.',
  dot_name: 'Der Name darf nicht „.“ oder „..“ lauten.',
};

const count = (value: number | bigint | undefined) => String(value ?? 0);
const many = (value: number | bigint | undefined, one: string, other: string) =>
  Number(value) === 1 ? `1 ${one}` : `${count(value)} ${other}`;

/** 'max. 200 Zeichen', while typing 'max. 200 Zeichen (noch 12)', over it 'max. 200 Zeichen (3 zu viel)': the limit at the field. */
export const characterLimitText = (length: number, max: number) => {
  const limit = `max. ${String(max)} Zeichen`;
  if (length === 0) return limit;
  return length > max ? `${limit} (${String(length - max)} zu viel)` : `${limit} (noch ${String(max - length)})`;
};

/**
 * The German text naming the rule a value broke: zod's issue codes with their limits and our rule
 * codes. `texts` adds or overrides texts of one form, by rule code ('path_characters') or by field
 * and code ('size.too_big'). The generic 'Fehler bei der Eingabe erkannt.' only for a rule without a text.
 */
export const fieldRuleText = (rule: FieldRule, texts: Record<string, string> = {}): string => {
  const ruleCode = typeof rule.params?.code === 'string' ? rule.params.code : rule.code;
  const field = rule.path?.map(String).join('.');
  const own = (field ? texts[`${field}.${ruleCode}`] : undefined) ?? texts[ruleCode] ?? ruleTexts[ruleCode];
  if (own) return own;
  const { origin, minimum, maximum } = rule;
  switch (rule.code) {
    case 'too_small':
      if (origin === 'string') return Number(minimum) <= 1 ? 'Bitte ausfüllen.' : `Mindestens ${count(minimum)} Zeichen.`;
      if (origin === 'array' || origin === 'set')
        return Number(minimum) <= 1 ? 'Bitte mindestens eins auswählen.' : `Mindestens ${many(minimum, 'Eintrag', 'Einträge')}.`;
      return minimum === undefined ? 'Der Wert ist zu klein.' : `Mindestens ${count(minimum)}.`;
    case 'too_big':
      if (origin === 'string') return `Höchstens ${many(maximum, 'Zeichen', 'Zeichen')}.`;
      if (origin === 'array' || origin === 'set') return `Höchstens ${many(maximum, 'Eintrag', 'Einträge')}.`;
      return maximum === undefined ? 'Der Wert ist zu groß.' : `Höchstens ${count(maximum)}.`;
    case 'invalid_format':
      if (rule.format === 'email') return 'Bitte gib eine gültige E-Mail-Adresse ein.';
      if (rule.format === 'url') return 'Bitte gib eine gültige Internetadresse ein.';
      return 'Die Eingabe hat nicht das erwartete Format.';
    case 'invalid_type':
      return rule.input === undefined || rule.input === null || rule.input === ''
        ? 'Bitte ausfüllen.'
        : 'Bitte gib einen gültigen Wert ein.';
    case 'invalid_value':
      return 'Bitte wähle einen der angebotenen Werte.';
    case 'not_multiple_of':
      return 'Der Wert passt nicht in das vorgegebene Raster.';
    default:
      return errorTexts['validation-failed'];
  }
};
