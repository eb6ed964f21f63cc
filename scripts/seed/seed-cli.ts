import fs from 'node:fs';
import path from 'node:path';
import { handlerEnvironment, loadStackConfig } from '../dev-stack/stack-config.js';

/**
 * `npm run seed`: seeds the demo schools into the running local stack (`npm start`), again and
 * idempotently. `npm run seed -- --scale large` adds the benchmark school (1,200 students,
 * 100 tutors, 48 classes, a school year of lessons).
 */
const config = loadStackConfig();
const stateFile = path.join(config.dataDir, 'stack.json');
if (!fs.existsSync(stateFile)) {
  console.error('Kein lokaler Stack gefunden: starte ihn zuerst mit npm start.');
  process.exit(1);
}
const ids = JSON.parse(fs.readFileSync(stateFile, 'utf8')) as { userPoolId: string };
Object.assign(process.env, handlerEnvironment(config, ids.userPoolId));
const scale = process.argv.includes('--scale') ? process.argv[process.argv.indexOf('--scale') + 1] : 'demo';
if (scale !== 'demo' && scale !== 'large') {
  console.error('--scale kennt demo und large.');
  process.exit(1);
}
const started = Date.now();
if (scale === 'large') {
  const { seedLargeSchool } = await import('./large-school.js');
  const result = await seedLargeSchool(ids.userPoolId);
  console.log(
    `Lasttest-Schule angelegt: ${result.users} Personen, ${result.classes} Klassen, ${result.lessonItems} Stundenplan-Einträge in ${Math.round((Date.now() - started) / 1000)} s.`,
  );
} else {
  const { seedDemoSchools } = await import('./seed-demo.js');
  await seedDemoSchools(ids.userPoolId);
  console.log('Demo-Schulen angelegt.');
}
