import { parseArgs } from 'node:util';
import { OnboardingError } from './onboarding-error.js';
import { refusalMessages, usage } from './school-messages.js';
import { resolveTarget, TargetError } from './school-target.js';

/**
 * `npm run school -- create|list|show`: puts a school on the platform and looks schools up, against
 * the local stack or (with --stage) a deployed stage; see school-target.ts for where it writes.
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    name: { type: 'string' },
    'admin-email': { type: 'string' },
    'admin-firstname': { type: 'string' },
    'admin-lastname': { type: 'string' },
    state: { type: 'string' },
    'year-start': { type: 'string' },
    'year-end': { type: 'string' },
    stage: { type: 'string' },
  },
});
const [command, argument] = positionals;

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

const run = async () => {
  if (!['create', 'list', 'show'].includes(command ?? '') || (command === 'show' && !argument)) fail(usage);
  const target = await resolveTarget(values.stage);
  // The entity modules read TABLE_NAME when they load: only now, after the target is set.
  const { onboardSchool } = await import('./school-onboarding.js');
  const { describeSchool, schoolTable } = await import('./school-directory.js');
  if (command === 'list') {
    const schools = await schoolTable();
    if (schools.length === 0) console.log('Noch keine Schulen. / No schools yet.');
    else console.table(schools);
    return;
  }
  if (command === 'show') {
    const school = await describeSchool(argument ?? '');
    if (!school) fail(`Keine Schule mit dieser ID oder diesem Namen. / No school with this id or name: ${argument}`);
    console.log(JSON.stringify(school, null, 2));
    return;
  }
  const result = await onboardSchool(
    {
      name: values.name ?? '',
      adminEmail: values['admin-email'] ?? '',
      state: values.state,
      yearStart: values['year-start'],
      yearEnd: values['year-end'],
      adminFirstname: values['admin-firstname'],
      adminLastname: values['admin-lastname'],
    },
    target,
  );
  if (result.outcome === 'unchanged') {
    console.log(
      `Die Schule „${result.name}“ (${result.schoolId}) gibt es schon; nichts geändert. / The school exists already; nothing changed.`,
    );
    return;
  }
  console.log(`Schule angelegt / school created: ${result.name}`);
  console.log(`  Schul-ID:   ${result.schoolId}`);
  console.log(`  Schuljahr:  ${result.schoolYear} (aktiv)`);
  console.log(`  Admin:      ${result.username}`);
  if (result.temporaryPassword) {
    console.log(`  Vorläufiges Passwort / temporary password: ${result.temporaryPassword}`);
    console.log(
      '  Bei der ersten Anmeldung wählt der Admin ein eigenes Passwort. / The admin chooses an own password at the first sign-in.',
    );
  } else {
    console.log(
      '  Die Einladung mit einem vorläufigen Passwort geht per E-Mail an den Admin. / Cognito e-mails the invitation with a temporary password.',
    );
  }
};

try {
  await run();
} catch (error) {
  if (error instanceof OnboardingError) {
    fail(
      `Abgelehnt, nichts angelegt. / Refused, nothing created.\n${refusalMessages[error.code]}${error.detail ? ` (${error.detail})` : ''}`,
    );
  }
  if (error instanceof TargetError) fail(`${refusalMessages[error.code]}${error.detail ? ` (${error.detail})` : ''}`);
  throw error;
}
