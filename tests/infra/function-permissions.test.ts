import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSchulappApp } from '../../infra/create-app.js';
import { domainNeeds, jobNeeds } from '../../infra/function-needs.js';
import { keyPattern, type FunctionNeeds } from '../../lambdas/_lib/needs.js';
import { defined } from '../fixtures/defined.js';
import { cdkJsonContext, withoutBundling } from './cdk-context.js';
import { referencedId, resourceById, resourcesOf, type Statement } from './template.js';

const dynamoRead = ['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query'];
const dynamoWrite = [
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DeleteItem',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
];
const runtime = ['logs:CreateLogStream', 'logs:PutLogEvents', 'xray:PutTelemetryRecords', 'xray:PutTraceSegments'];
const filesKey = ['kms:Decrypt', 'kms:GenerateDataKey'];
/** Unwrapping a school's data key (encryptData): every function that reads user records opens their personal fields. */
const schoolKeys = ['kms:Decrypt'];

/** A function that reads and writes the table: its runtime actions and `extra`. */
const tableFunction = (...extra: string[]) => [...dynamoRead, ...dynamoWrite, ...runtime, ...extra];
/** One that also reads user records, so it unwraps the school's data key (encryptData). */
const userRecordsFunction = (...extra: string[]) => [...schoolKeys, ...tableFunction(...extra)];
/** Uploads, renders or removes files in the bucket under its key. */
const fileObjects = ['s3:DeleteObject', 's3:GetObject', 's3:PutObject', ...filesKey];
/** Schedules a later run through EventBridge Scheduler, passing the scheduler its role. */
const scheduling = ['iam:PassRole', 'scheduler:CreateSchedule', 'scheduler:DeleteSchedule', 'scheduler:UpdateSchedule'];
const secret = ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'];

/** Every action each function may call: what a reviewer signs off, changed only together with a needs table. */
const expectedActions: Record<string, string[]> = {
  system: [...schoolKeys, ...dynamoRead, ...runtime],
  // The bootstrap's URL of the school logo (school-logos/).
  session: userRecordsFunction('s3:GetObject', 'kms:Decrypt'),
  // The school settings; the logo's upload, the PNG it renders and the old logo's removal (school-logos/);
  // switching encryptData makes the school's data key (GenerateDataKey) and starts the job that seals the records.
  schools: userRecordsFunction('events:PutEvents', ...fileObjects),
  // Seals or opens the school's user records after a switch of encryptData.
  'job-userencryption': userRecordsFunction(),
  users: userRecordsFunction('cognito-idp:AdminAddUserToGroup', 'cognito-idp:AdminRemoveUserFromGroup'),
  notifications: userRecordsFunction('events:PutEvents', ...scheduling),
  registration: userRecordsFunction('cognito-idp:AdminCreateUser', 'cognito-idp:AdminDeleteUser', 'cognito-idp:AdminSetUserPassword'),
  guardians: userRecordsFunction(),
  timetable: userRecordsFunction(),
  support: userRecordsFunction('events:PutEvents', 'sns:Publish', ...filesKey),
  account: userRecordsFunction(),
  'calendar-feed': userRecordsFunction(),
  codes: userRecordsFunction('s3:GetObject', 's3:PutObject', ...filesKey),
  today: userRecordsFunction(...secret),
  // Reads the school's changes and writes only its cached plan.
  substitutions: userRecordsFunction(),
  // The school's display links and the public screen's plan (its cached plan, the counter of unknown tokens).
  'display-links': userRecordsFunction(),
  pins: userRecordsFunction(...fileObjects),
  'user-import': userRecordsFunction('events:PutEvents', 's3:GetObject', 's3:PutObject', ...filesKey),
  'untis-import': userRecordsFunction('events:PutEvents', 's3:GetObject', 's3:PutObject', ...filesKey),
  reservations: userRecordsFunction(),
  'login-alerts': userRecordsFunction(),
  classbook: userRecordsFunction('events:PutEvents'),
  'job-userimport': userRecordsFunction('events:PutEvents', ...fileObjects),
  // The timetable import announces lesson changes of the coming days (timetable.lessonChangesDetected).
  'job-timetableimport': userRecordsFunction('s3:GetObject', 'kms:Decrypt', 'events:PutEvents'),
  'job-notificationfanout': userRecordsFunction('events:PutEvents'),
  'job-lessonchangealert': userRecordsFunction('events:PutEvents'),
  // The daily window job only reads, and announces the changes of the day that entered the alert window.
  'job-lessonchangewindow': [...dynamoRead, ...runtime, 'events:PutEvents'],
  // The alert job waits for a lesson's start with a schedule of its own (absence-alert-*).
  'job-unexcusedabsencealert': userRecordsFunction('events:PutEvents', ...scheduling),
  courses: userRecordsFunction(),
  polls: userRecordsFunction(),
  calendar: userRecordsFunction(),
  // The Art. 15 export reads, and writes the audit entry of an admin's export.
  privacy: userRecordsFunction(),
  // The daily account deletion: the person's items, files and sign-in.
  'job-accountdeletion': userRecordsFunction('cognito-idp:AdminDeleteUser', 's3:DeleteObject'),
  translation: userRecordsFunction('translate:TranslateText'),
  // The pushing jobs: held pushes wait for an opening push window (its schedule), and they read the VAPID keys.
  'job-pushdelivery': tableFunction(...scheduling, ...secret),
  'job-pushwindow': tableFunction(...scheduling, ...secret),
  storage: userRecordsFunction('events:PutEvents', ...fileObjects),
  'job-storagethumbnail': tableFunction(...fileObjects),
  // Discards stale uploads; the upload services it shares a module with presign uploads and announce confirmed ones.
  'job-storagecleanup': tableFunction('events:PutEvents', 's3:DeleteObject', 's3:PutObject', 'kms:GenerateDataKey'),
};

const needsOf: Record<string, FunctionNeeds> = {
  ...domainNeeds,
  'job-userimport': defined(jobNeeds.UserImport, 'the user import job needs'),
  'job-timetableimport': defined(jobNeeds.TimetableImport, 'the timetable import job needs'),
  'job-notificationfanout': defined(jobNeeds.NotificationFanOut, 'the notification fan-out job needs'),
  'job-lessonchangealert': defined(jobNeeds.LessonChangeAlert, 'the lesson-change alert job needs'),
  'job-lessonchangewindow': defined(jobNeeds.LessonChangeWindow, 'the lesson-change window job needs'),
  'job-unexcusedabsencealert': defined(jobNeeds.UnexcusedAbsenceAlert, 'the unexcused-absence alert job needs'),
  'job-pushdelivery': defined(jobNeeds.PushDelivery, 'the push delivery job needs'),
  'job-pushwindow': defined(jobNeeds.PushWindow, 'the push window job needs'),
  'job-storagethumbnail': defined(jobNeeds.StorageThumbnail, 'the storage thumbnail job needs'),
  'job-storagecleanup': defined(jobNeeds.StorageCleanup, 'the storage cleanup job needs'),
  'job-accountdeletion': defined(jobNeeds.AccountDeletion, 'the account deletion job needs'),
  'job-userencryption': defined(jobNeeds.UserEncryption, 'the user encryption job needs'),
};

const statementsByFunction = new Map<string, Statement[]>();

beforeAll(() => {
  // With a weather secret, so the today function's secret grant is part of the template.
  const { stack } = createSchulappApp({ ...cdkJsonContext, ...withoutBundling, stage: 'test', weatherApiKeySecret: 'schulapp/weather' });
  const template = Template.fromStack(stack);
  for (const [, fn] of resourcesOf(template, 'AWS::Lambda::Function')) {
    if (!fn.Properties.Environment?.Variables?.TABLE_NAME) continue;
    const roleId = referencedId(fn.Properties.Role);
    const policies = resourcesOf(template, 'AWS::IAM::Policy').filter(([, policy]) =>
      policy.Properties.Roles.some((role) => role.Ref === roleId),
    );
    const role = resourceById(template, roleId, 'AWS::IAM::Role');
    expect(role.Properties.ManagedPolicyArns).toBeUndefined();
    statementsByFunction.set(
      defined(fn.Properties.FunctionName, 'the function name').replace('schulapp-test-', ''),
      policies.flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement),
    );
  }
});

const actionsOf = (statements: Statement[], effect: 'Allow' | 'Deny' = 'Allow') =>
  [...new Set(statements.filter((statement) => statement.Effect === effect).flatMap((statement) => [statement.Action].flat()))].sort();
const statementsOf = (name: string) => defined(statementsByFunction.get(name), `the statements of ${name}`);
const tableArn = (resource: unknown) => JSON.stringify(resource).includes('DataTable') && !JSON.stringify(resource).includes('/index/');

describe('function permissions', () => {
  it('gives every domain and job function its own role, without AWS-managed policies', () => {
    expect([...statementsByFunction.keys()].sort()).toEqual(Object.keys(expectedActions).sort());
  });

  it.each(Object.entries(expectedActions))('allows %s exactly its actions', (name, actions) => {
    expect(actionsOf(statementsOf(name))).toEqual([...new Set(actions)].sort());
  });

  it('lets no function use a wildcard action, and only X-Ray and TranslateText (which have no resource ARNs) a wildcard resource', () => {
    for (const statements of statementsByFunction.values()) {
      for (const statement of statements) {
        for (const action of [statement.Action].flat()) expect(action).not.toContain('*');
        if (statement.Resource === '*')
          expect([statement.Action].flat().every((action) => action.startsWith('xray:') || action === 'translate:TranslateText')).toBe(
            true,
          );
      }
    }
  });

  it.each(Object.keys(expectedActions))('limits %s table access to its declared partitions with dynamodb:LeadingKeys', (name) => {
    const needs = defined(needsOf[name], `the needs of ${name}`);
    const table = statementsOf(name).filter((statement) => statement.Effect === 'Allow' && tableArn(statement.Resource));
    for (const statement of table) expect(Object.keys(statement.Condition ?? {})).toEqual(['ForAllValues:StringLike']);
    const leadingKeys = (action: string) =>
      table.find((statement) => [statement.Action].flat().includes(action))?.Condition?.['ForAllValues:StringLike']?.[
        'dynamodb:LeadingKeys'
      ];
    expect(new Set(leadingKeys('dynamodb:GetItem'))).toEqual(new Set([...needs.table.read, ...needs.table.write].map(keyPattern)));
    if (needs.table.write.length > 0) expect(new Set(leadingKeys('dynamodb:PutItem'))).toEqual(new Set(needs.table.write.map(keyPattern)));
    else expect(leadingKeys('dynamodb:PutItem')).toBeUndefined();
    const indexQueries = statementsOf(name).filter((statement) => JSON.stringify(statement.Resource).includes('/index/'));
    // One Query statement; IAM's policy minimisation merges the indexes' resources into it.
    expect(indexQueries.map((statement) => statement.Action)).toEqual(needs.table.indexes.length > 0 ? ['dynamodb:Query'] : []);
    expect(indexQueries.flatMap((statement) => [statement.Resource].flat())).toHaveLength(needs.table.indexes.length);
  });

  it('denies each function the partitions of other functions that its patterns would otherwise match', () => {
    const denied = (name: string, action: string) =>
      statementsOf(name)
        .filter((statement) => statement.Effect === 'Deny' && [statement.Action].flat().includes(action))
        .flatMap((statement) => statement.Condition?.['ForAnyValue:StringLike']?.['dynamodb:LeadingKeys'] ?? []);
    // The today overview reads users by `$schulapp#schoolid_*`, which would also match inboxes, sent notifications and calendar feeds.
    expect(denied('today', 'dynamodb:GetItem')).toEqual(
      expect.arrayContaining([
        keyPattern(['schoolId', 'recipientUid', 'subjectUid']),
        keyPattern(['schoolId', 'authorUid']),
        keyPattern(['schoolId', 'ownerUid']),
        keyPattern(['ticketId']),
      ]),
    );
    expect(denied('today', 'dynamodb:PutItem')).toEqual(
      expect.arrayContaining([keyPattern(['guardianUid']), keyPattern(['code']), keyPattern(['schoolId', 'schoolYearId', 'groupId'])]),
    );
    expect(denied('system', 'dynamodb:GetItem')).toEqual(expect.arrayContaining([keyPattern(['schoolId', 'day', 'kind'])]));
  });

  it('keeps the weather and today function away from Cognito, S3 writes, the bus and the topic; its only key use unwraps school keys', () => {
    const actions = actionsOf(statementsOf('today'));
    expect(actions.filter((action) => /^(cognito-idp|s3|events|sns):/.test(action))).toEqual([]);
    expect(actions.filter((action) => action.startsWith('kms:'))).toEqual(['kms:Decrypt']);
  });

  it('grants the school data keys only with a school as encryption context, and only the school settings make them', () => {
    const schoolKeyStatements = (name: string) =>
      statementsOf(name).filter((statement) => JSON.stringify(statement.Condition ?? {}).includes('kms:EncryptionContext:schoolId'));
    for (const [name, needs] of Object.entries(needsOf)) {
      const statements = schoolKeyStatements(name);
      expect(statements.map((statement) => statement.Condition)).toEqual(
        needs.personalDataKey?.length ? [{ StringLike: { 'kms:EncryptionContext:schoolId': '*' } }] : [],
      );
      const generates = statements.some((statement) => [statement.Action].flat().includes('kms:GenerateDataKey'));
      expect(generates, name).toBe(name === 'schools');
    }
  });

  it('lets only registration (accounts), users (the admin group) and the account deletion call Cognito, and only the calls they make', () => {
    const allowed: Record<string, string[]> = {
      registration: ['cognito-idp:AdminCreateUser', 'cognito-idp:AdminDeleteUser', 'cognito-idp:AdminSetUserPassword'],
      users: ['cognito-idp:AdminAddUserToGroup', 'cognito-idp:AdminRemoveUserFromGroup'],
      'job-accountdeletion': ['cognito-idp:AdminDeleteUser'],
    };
    for (const [name, statements] of statementsByFunction) {
      const cognito = actionsOf(statements).filter((action) => action.startsWith('cognito-idp:'));
      expect(cognito).toEqual(allowed[name] ?? []);
    }
  });

  it('scopes file access to the key prefixes of the function', () => {
    const objectsOf = (name: string, action: string) =>
      JSON.stringify(
        statementsOf(name)
          .filter((statement) => [statement.Action].flat().includes(action))
          .map((statement) => statement.Resource),
      );
    expect(objectsOf('codes', 's3:PutObject')).toContain('/code-exports/*');
    expect(objectsOf('user-import', 's3:PutObject')).toContain('/user-imports/*');
    expect(objectsOf('user-import', 's3:PutObject')).not.toContain('/code-exports/');
    expect(objectsOf('untis-import', 's3:GetObject')).toContain('/timetable-imports/*');
    expect(objectsOf('job-timetableimport', 's3:PutObject')).toBe('[]');
  });

  it('lets a function put only the events it publishes, from the app source', () => {
    const putEvents = statementsOf('user-import').find((statement) => statement.Action === 'events:PutEvents');
    expect(putEvents?.Condition).toEqual({
      StringEquals: { 'events:source': ['schulapp'], 'events:detail-type': ['userImport.requested'] },
    });
  });
});
