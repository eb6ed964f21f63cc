import fs from 'node:fs';
import path from 'node:path';
import { handlerEnvironment, loadStackConfig } from '../dev-stack/stack-config.js';

/**
 * `npm run seed`: seeds the demo schools into the running local stack (`npm start`), again and
 * idempotently, e.g. after experimenting with the demo data.
 */
const config = loadStackConfig();
const stateFile = path.join(config.dataDir, 'stack.json');
if (!fs.existsSync(stateFile)) {
  console.error('Kein lokaler Stack gefunden: starte ihn zuerst mit npm start.');
  process.exit(1);
}
const ids = JSON.parse(fs.readFileSync(stateFile, 'utf8')) as { userPoolId: string };
Object.assign(process.env, handlerEnvironment(config, ids.userPoolId));
const { seedDemoSchools } = await import('./seed-demo.js');
await seedDemoSchools(ids.userPoolId);
console.log('Demo-Schulen angelegt.');
