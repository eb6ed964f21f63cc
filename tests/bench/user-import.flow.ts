import { uploadFormData } from '../../shared/schemas/upload.schema.js';
import { userImportCreatedSchema, type UserImportStatus } from '../../shared/schemas/user-import.schema.js';
import { csvFile, generatedStudents } from '../fixtures/import-csv.js';
import { callBenchRoute as call, type BenchFlow } from './bench-flow.js';

const STUDENTS = 2000;

/** Upload, server check, start, then poll until the job is done: what the admin waits for. */
const importOnce = async (apiUrl: string, token: string, file: Uint8Array) => {
  const started = Date.now();
  const created = userImportCreatedSchema.parse(
    await call(apiUrl, token, 'createUserImport', {}, { group: 'students', encoding: 'windows-1252' }),
  );
  const { importId } = created;
  const upload = await fetch(created.upload.url, {
    method: 'POST',
    body: uploadFormData(created.upload, new Blob([new Uint8Array(file)])),
  });
  if (!upload.ok) throw new Error(`upload answered ${upload.status}`);
  await call(apiUrl, token, 'checkUserImport', { importId });
  await call(apiUrl, token, 'startUserImport', { importId }, { keepDuplicates: false, confirmExisting: true });
  for (;;) {
    const status = (await call(apiUrl, token, 'getUserImport', { importId })) as UserImportStatus;
    if (status.status === 'done' || status.status === 'failed') return { status, seconds: (Date.now() - started) / 1000 };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

/**
 * 2,000 students in Windows-1252 with umlauts (new classes per run, so the first import creates
 * everyone), imported as the demo admin, then the same file again (creates nobody). DynamoDB
 * writes are the job's write requests as the local stack counts them (like x-ddb-writes; a
 * transaction of up to 25 students with their two codes and class membership is one request)
 * plus the items they wrote: 4 per student.
 */
export const userImportFlow: BenchFlow = {
  name: `user import: ${STUDENTS} students (CSV, Windows-1252)`,
  run: async ({ apiUrl, signIn }) => {
    const token = await signIn('lehrer.mueller');
    const file = csvFile(generatedStudents(STUDENTS, `B${Date.now().toString(36)}-`));
    const first = await importOnce(apiUrl, token, file);
    if (first.status.status !== 'done') throw new Error(`import failed: ${first.status.problem?.message}`);
    const second = await importOnce(apiUrl, token, file);
    return {
      seconds_upload_to_done: Number(first.seconds.toFixed(1)),
      created: first.status.created,
      ddb_write_requests: first.status.ddbWrites ?? Number.NaN,
      ddb_items_written: first.status.created * 4,
      second_run_seconds: Number(second.seconds.toFixed(1)),
      second_run_created: second.status.created,
      second_run_skipped: second.status.skipped,
    };
  },
};
