import { demoCodeLines } from '../seed/demo-codes.js';
import { demoUsers, DEMO_PASSWORD } from '../seed/demo-school.js';
import { StackStartError } from './processes.js';
import { startStack } from './stack.js';

const reset = process.argv.includes('--reset');
const quiet = (line: string) => {
  // Emulator chatter stays out of the terminal unless asked for; errors always show.
  if (process.env.SCHULAPP_VERBOSE === '1' || /error|exception/i.test(line)) console.log(line);
};

try {
  const stack = await startStack({ reset, log: quiet, notice: console.log });
  console.log(`\nSchulapp läuft: ${stack.urls.web}\n`);
  console.log(`Demo-Zugänge (Passwort für alle: ${DEMO_PASSWORD}):`);
  for (const user of demoUsers) console.log(`  ${user.username.padEnd(16)} ${user.description}`);
  console.log(`\n${demoCodeLines().join('\n')}`);
  console.log(`\nAPI: ${stack.urls.api}   Daten: ${stack.config.dataDir}   Beenden mit Strg+C\n`);

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nSchulapp wird beendet …');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
} catch (error) {
  console.error(error instanceof StackStartError ? `\n${error.message}\n` : error);
  process.exit(1);
}
