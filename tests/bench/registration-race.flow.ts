import http from 'node:http';
import { generateUsername } from '../../shared/generated-username.js';
import { routes } from '../../shared/routes/index.js';
import type { BenchFlow } from './bench-flow.js';

const CODES = 10;
const REGISTRATIONS = 50;
const PASSWORD = 'geheim123';
const SCHOOL_ID = 'lindenhof';

/** A loopback address of its own per run: the code-attempt rate limit counts per source address. */
const runAddress = () =>
  `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

const post = (apiUrl: string, sourceIp: string, path: string, body: unknown) =>
  new Promise<{ status: number; code?: string }>((resolve, reject) => {
    const target = new URL(`${apiUrl}${path}`);
    const payload = JSON.stringify(body);
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        localAddress: sourceIp,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const answer = JSON.parse(Buffer.concat(chunks).toString() || 'null') as { error?: { code: string } } | null;
          resolve({ status: response.statusCode ?? 0, code: answer?.error?.code });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });

/**
 * Ten students of the demo school who were imported but not registered yet, each with a fresh
 * code (names and uids unique per run), written with the service code as the seed does.
 */
const createPendingStudents = async (runId: string) => {
  // Imported here: the entities read the table name from the environment the bench sets first.
  const { userEntity } = await import('../../lambdas/users/user.entity.js');
  const { createActivationCode } = await import('../../lambdas/codes/activation-code.service.js');
  const createdAt = new Date().toISOString();
  const students = Array.from({ length: CODES }, (_, index) => ({
    schoolId: SCHOOL_ID,
    uid: `bench-race-${runId}-${index + 1}`,
    role: 'student' as const,
    firstname: `Wettlauf ${index + 1}`,
    lastname: `Bench ${runId}`,
    displayName: `Wettlauf ${index + 1} Bench ${runId}`,
    groupDisplayName: '5a',
    signedUp: false,
    createdAt,
  }));
  await userEntity.put(students).go();
  return Promise.all(students.map((student) => createActivationCode({ schoolId: SCHOOL_ID, kind: 'student', uid: student.uid })));
};

/**
 * 50 simultaneous student registrations race for 10 fresh activation codes: exactly 10 accounts,
 * the other 40 get the code error ('code-invalid'), nothing else.
 */
export const registrationRaceFlow: BenchFlow = {
  name: 'registration race (50 for 10 codes)',
  run: async ({ apiUrl }) => {
    const runId = Date.now().toString(36);
    const codes = await createPendingStudents(runId);
    const sourceIp = runAddress();
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: REGISTRATIONS }, (_, index) =>
        post(apiUrl, sourceIp, routes.registerStudent.path, {
          code: codes[index % CODES],
          username: generateUsername(Math.random, 'bench'),
          password: PASSWORD,
        }),
      ),
    );
    const seconds = Math.round(performance.now() - started) / 1000;
    const accountsCreated = answers.filter((answer) => answer.status === 200).length;
    const codeErrors = answers.filter((answer) => answer.code === 'code-invalid').length;
    const otherErrors = answers.length - accountsCreated - codeErrors;
    if (accountsCreated !== CODES || otherErrors !== 0) {
      throw new Error(
        `registration race: ${accountsCreated} accounts for ${CODES} codes, ${otherErrors} other errors (${[...new Set(answers.map((answer) => answer.code ?? answer.status))].join(', ')})`,
      );
    }
    return { accounts_created: accountsCreated, code_errors: codeErrors, other_errors: otherErrors, seconds };
  },
};
