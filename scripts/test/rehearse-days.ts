import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { berlinToday } from '../../shared/week.js';
import { repoRoot } from '../dev-stack/stack-config.js';
import { dateBoundTestFiles, rehearsalMoments } from './rehearsal-days.js';

/**
 * `npm run test:rehearse [-- <moment> …]`: the date-bound integration and browser files against a
 * fresh stack with every clock of the run (this process, the stack, DynamoDB Local, Chromium) moved
 * to each moment by libfaketime, and the seed day set to that moment's Berlin day. Without moments,
 * the year's awkward ones (scripts/test/rehearsal-days.ts); other arguments pick files by a part of
 * their path. Needs Debian's faketime.
 */
const args = process.argv.slice(2);
const isMoment = (arg: string) => /^\d{4}-\d{2}-\d{2}T/.test(arg);
const chosenMoments = args.filter(isMoment).map((iso) => ({ label: iso, at: iso }));
const moments = chosenMoments.length > 0 ? chosenMoments : rehearsalMoments;
const filters = args.filter((arg) => !isMoment(arg));
const files = dateBoundTestFiles(repoRoot, ['tests/integration', 'tests/e2e']).filter(
  (file) => filters.length === 0 || filters.some((filter) => file.includes(filter)),
);

const rehearse = (at: string) =>
  new Promise<boolean>((resolve) => {
    const moment = new Date(at);
    if (Number.isNaN(moment.getTime())) throw new Error(`Kein Zeitpunkt: ${at}`);
    // A fixed offset (not '@…'), so every process the run starts, later ones included, shares one clock.
    const offsetSeconds = Math.round((moment.getTime() - Date.now()) / 1000);
    const child = spawn('faketime', ['-f', `${offsetSeconds >= 0 ? '+' : ''}${String(offsetSeconds)}s`, 'npm', 'test', '--', ...files], {
      cwd: repoRoot,
      env: {
        ...process.env,
        SCHULAPP_SEED_DAY: berlinToday(moment),
        SCHULAPP_TEST_PORT_OFFSET: process.env.SCHULAPP_TEST_PORT_OFFSET ?? '700',
      },
      stdio: 'inherit',
    });
    child.once('error', () => resolve(false));
    child.once('exit', (code) => resolve(code === 0));
  });

const main = async () => {
  if (!fs.existsSync('/usr/bin/faketime')) throw new Error('faketime fehlt: sudo apt-get install -y faketime');
  console.log(`${String(files.length)} date-bound files:\n${files.map((file) => `  ${path.relative(repoRoot, file)}`).join('\n')}`);
  const results: string[] = [];
  for (const { label, at } of moments) {
    console.log(`\n##### rehearsal: ${label} (${at}) #####`);
    const started = Date.now();
    const ok = await rehearse(at);
    results.push(`${ok ? 'passed' : 'FAILED'}  ${label} (${at}), ${String(Math.round((Date.now() - started) / 1000))} s`);
  }
  console.log(`\nRehearsals:\n${results.join('\n')}`);
  return results.every((line) => line.startsWith('passed'));
};

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
