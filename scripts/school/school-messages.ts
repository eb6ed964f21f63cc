import type { OnboardingErrorCode } from './onboarding-error.js';
import type { TargetError } from './school-target.js';

/** The command's messages, German first, then English (operators of the platform may read either). */
export const refusalMessages: Record<OnboardingErrorCode | TargetError['code'], string> = {
  'invalid-input':
    'Ungültige Angaben. Name (3–100 Zeichen) und eine gültige E-Mail-Adresse sind nötig. / Invalid input: a name (3–100 characters) and a valid e-mail address are required.',
  'unknown-state':
    'Unbekanntes Bundesland. Erlaubt sind die Kürzel BW, BY, BE, BB, HB, HH, HE, MV, NI, NW, RP, SL, SN, ST, SH und TH. / Unknown state: use one of the codes listed.',
  'school-name-exists':
    'Eine Schule mit diesem Namen gibt es schon (mit einer anderen Admin-E-Mail-Adresse). / A school with this name already exists (with another admin e-mail address).',
  'email-in-use': 'Diese E-Mail-Adresse wird schon von einem Konto verwendet. / This e-mail address is already used by an account.',
  'invalid-school-year':
    'Ungültiges Schuljahr: --year-start und --year-end zusammen angeben, das Ende nach dem Beginn (5 bis 13 Monate). / Invalid school year: give --year-start and --year-end together, the end 5 to 13 months after the start.',
  'no-local-stack':
    'Kein lokaler Stack gefunden: starte ihn zuerst mit npm start oder gib --stage an. / No local stack found: run npm start first, or pass --stage.',
  'stack-not-found': 'Stage nicht gefunden (CloudFormation-Stack fehlt). / Stage not found (no such CloudFormation stack).',
  'stack-output-missing': 'Dem Stack fehlt eine Ausgabe (TableName, UserPoolId). / The stack lacks an output (TableName, UserPoolId).',
};

export const usage = `Aufruf / usage:
  npm run school -- create --name "<Name>" --admin-email <E-Mail> [--state NW] [--year-start JJJJ-MM-TT --year-end JJJJ-MM-TT]
                           [--admin-firstname <Vorname>] [--admin-lastname <Nachname>] [--stage <stage>]
  npm run school -- list [--stage <stage>]
  npm run school -- show <Schul-ID oder Name> [--stage <stage>]`;
