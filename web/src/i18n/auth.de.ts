/** German texts of sign-in, /loader, password reset and sign-up (web/src/features/auth). */
export const loginTexts = {
  title: 'Anmelden',
  intro: 'Willkommen! Melde dich mit deinen Zugangsdaten an.',
  loginType: 'Anmelden mit',
  byUsername: 'Benutzerkennung',
  byEmail: 'E-Mail',
  username: 'Benutzerkennung',
  usernameHint: 'Deine Benutzerkennung hast du bei der Registrierung erhalten.',
  email: 'E-Mail-Adresse',
  password: 'Passwort',
  showPassword: 'Passwort anzeigen',
  passwordHidden: 'Passwort ist verborgen',
  passwordShown: 'Passwort wird angezeigt',
  submit: 'Anmelden',
  submitting: 'Anmeldung läuft …',
  forgotPassword: 'Passwort vergessen?',
  noAccount: 'Noch kein Konto?',
  signUp: 'Registrieren',
  reportProblem: 'Ein Problem melden',
  failedTitle: 'Anmeldung fehlgeschlagen',
  userNotFoundByUsername: 'Prüfe deine Benutzerkennung oder melde dich mit deiner E-Mail-Adresse an.',
  userNotFoundByEmail: 'Prüfe deine E-Mail-Adresse oder melde dich mit deiner Benutzerkennung an.',
  firstPasswordTitle: 'Eigenes Passwort wählen',
  firstPasswordIntro: 'Du meldest dich zum ersten Mal mit einem vorläufigen Passwort an. Wähle jetzt dein eigenes Passwort.',
  firstPassword: 'Neues Passwort',
  firstPasswordSubmit: 'Passwort speichern und anmelden',
} as const;

export const validationTexts = {
  usernameRequired: 'Benutzerkennung wird benötigt',
  usernameMin: 'Eine Benutzerkennung hat min. 6 Zeichen.',
  usernameWhitespace: 'Benutzerkennung darf keine Leerzeichen enthalten.',
  emailRequired: 'E-Mail wird benötigt',
  emailFormat: 'Die E-Mail-Adresse hat nicht das richtige Format.',
  passwordRequired: 'Passwort wird benötigt',
} as const;

export const resetPasswordTexts = {
  title: 'Passwort zurücksetzen',
  introUsername: 'Gib deine Benutzerkennung ein. Du erhältst eine E-Mail, mit der du ein neues Passwort vergeben kannst.',
  introEmail: 'Gib deine E-Mail-Adresse ein. Du erhältst eine E-Mail, mit der du ein neues Passwort vergeben kannst.',
  useEmail: 'Stattdessen mit E-Mail-Adresse zurücksetzen',
  useUsername: 'Stattdessen mit Benutzerkennung zurücksetzen',
  legacyNote: 'Hinweis: Wer sich vor Juni 2021 registriert hat, hat keine Benutzerkennung und nutzt die E-Mail-Adresse.',
  submit: 'E-Mail senden',
  submitting: 'Wird gesendet …',
  success: 'E-Mail erfolgreich gesendet. Schau auch in deinem SPAM- oder JUNK-Ordner nach. Der Link hat eine begrenzte Gültigkeitsdauer.',
  notFoundByUsername: 'Prüfe die Benutzerkennung oder setze das Passwort stattdessen mit deiner E-Mail-Adresse zurück.',
  notFoundByEmail: 'Prüfe die E-Mail-Adresse oder setze das Passwort stattdessen mit deiner Benutzerkennung zurück.',
  confirmHeading: 'Neues Passwort vergeben',
  confirmIntro: 'Gib den Bestätigungscode aus der E-Mail und dein neues Passwort ein.',
  code: 'Bestätigungscode',
  codeRequired: 'Bestätigungscode wird benötigt',
  confirm: 'Passwort speichern',
} as const;

export const loaderTexts = {
  checking: 'Anmeldung wird geprüft …',
  failedTitle: 'Anmeldung fehlgeschlagen',
  toLogin: 'Zur Anmeldung',
} as const;

export const signUpTexts = {
  title: 'Registrieren',
  intro: 'Für die Registrierung benötigst du einen Aktivierungscode deiner Institution. Wer bist du?',
  guardian: 'Erziehungsberechtigte',
  guardianText: 'Für Eltern und Erziehungsberechtigte mit dem Code ihres Kindes.',
  tutor: 'Lehrkraft/Mitarbeiter',
  tutorText: 'Für Lehrkräfte und Mitarbeitende der Schule.',
  student: 'SchülerIn',
  studentText: 'Für Schülerinnen und Schüler mit eigenem Code.',
  backToLogin: 'Zurück zur Anmeldung',
} as const;
