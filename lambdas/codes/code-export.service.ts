import { randomUUID } from 'node:crypto';
import type { ActivationCodeKind } from '../../shared/activation-code.js';
import { CODE_EXPORT_KEY_PREFIX, type CodeExportAudience, type CodeExportFormat } from '../../shared/schemas/code-export.schema.js';
import { AppError } from '../_lib/app-error.js';
import type { Caller } from '../_lib/caller.js';
import { presignDownload, putFile } from '../_lib/files.js';
import { logger } from '../_lib/observability.js';
import { writeAuditEntry } from '../audit/audit-log.service.js';
import { getSchool } from '../schools/school.service.js';
import { getUserRecords } from '../users/user.service.js';
import { listUnusedCodes } from './activation-code.service.js';
import { getCodeCardTemplate } from './code-card-template.service.js';
import { buildCodeExportCsv } from './code-export-csv.format.js';
import { audienceLabels, compareCodeHolders, type CodeHolder } from './code-export.model.js';

/** The download link works this long: enough to click, too short to pass around. */
export const CODE_EXPORT_URL_SECONDS = 300;

const kindOf: Record<CodeExportAudience, ActivationCodeKind> = { tutors: 'tutor', students: 'student', guardians: 'guardian' };

/**
 * The people with an unused code of the audience, sorted by class and name. Used codes are left
 * out: the person (or a guardian) has registered with them. Guardian codes name the child.
 */
export const listCodeHolders = async (schoolId: string, audience: CodeExportAudience): Promise<CodeHolder[]> => {
  const codes = await listUnusedCodes(schoolId, kindOf[audience]);
  const users = await getUserRecords([...new Set(codes.map((code) => code.uid))].map((uid) => ({ schoolId, uid })));
  const byUid = new Map(users.map((user) => [user.uid, user]));
  return codes
    .flatMap((code) => {
      const user = byUid.get(code.uid);
      if (!user || user.reservedForDeletion) return [];
      return [
        {
          lastname: user.lastname,
          firstname: user.firstname,
          displayName: user.displayName,
          groupDisplayName: user.groupDisplayName,
          code: code.code,
        },
      ];
    })
    .sort(compareCodeHolders);
};

const contentTypes: Record<CodeExportFormat, string> = { csv: 'text/csv; charset=utf-8', pdf: 'application/pdf' };

/**
 * The code cards' PDF writer with pdf-lib (about 420 KB), loaded when a PDF is first asked for:
 * the function's other routes and its cold start do not initialise it (docs/benchmarks.md, Lambda bundles).
 */
const codeCardsPdf = () => import('./code-cards-pdf.format.js');

/**
 * Builds the CSV or the code cards of the caller's school, stores the file in the school's folder
 * of the files bucket and returns a short-lived download link. Nothing to export: 'no-open-codes'.
 */
export const createCodeExport = async (
  caller: Caller,
  request: { audience: CodeExportAudience; format: CodeExportFormat; appOrigin: string },
) => {
  const { schoolId } = caller;
  const holders = await listCodeHolders(schoolId, request.audience);
  if (holders.length === 0) throw new AppError('no-open-codes');
  const day = new Date().toISOString().slice(0, 10);
  const label = audienceLabels[request.audience].fileName;
  const fileName = request.format === 'csv' ? `Aktivierungscodes-${label}-${day}.csv` : `Kopiervorlagen-${label}-${day}.pdf`;
  const body =
    request.format === 'csv'
      ? buildCodeExportCsv(holders)
      : await (
          await codeCardsPdf()
        ).buildCodeCardsPdf({
          schoolName: (await getSchool(schoolId)).name,
          template: await getCodeCardTemplate(schoolId),
          audience: request.audience,
          holders,
          signUpUrl: `${request.appOrigin}/signUp`,
        });
  const key = `${CODE_EXPORT_KEY_PREFIX}${schoolId}/${randomUUID()}/${fileName}`;
  await putFile(key, body, contentTypes[request.format]);
  await writeAuditEntry(caller, { action: 'codes-exported', detail: request.audience });
  logger.info('code export created', { schoolId, audience: request.audience, format: request.format, count: holders.length });
  return { url: await presignDownload(key, fileName, CODE_EXPORT_URL_SECONDS), fileName, count: holders.length };
};
