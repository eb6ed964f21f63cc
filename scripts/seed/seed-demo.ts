import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { guardianLinkEntity } from '../../lambdas/guardians/guardian-link.entity.js';
import { receivedIdOf } from '../../lambdas/notifications/notification-ids.model.js';
import { receivedNotificationEntity } from '../../lambdas/notifications/received-notification.entity.js';
import { listSeededSchool } from '../../lambdas/schools/school-onboarding.service.js';
import { schoolYearEntity } from '../../lambdas/schools/school-year.entity.js';
import { schoolEntity } from '../../lambdas/schools/school.entity.js';
import { userEntity } from '../../lambdas/users/user.entity.js';
import { defined } from '../../shared/defined.js';
import { ADMIN_GROUP } from '../../shared/roles.js';
import { seedDemoAttendance } from './demo-attendance.js';
import { seedDemoCalendars } from './demo-calendar.js';
import { seedDemoCourses } from './demo-courses.js';
import { seedDemoDevices } from './demo-devices.js';
import { seedDemoPins } from './demo-pins.js';
import { seedPendingPeople } from './demo-registration.js';
import { DEMO_PASSWORD, demoNotifications, demoSchools, demoUsers, type DemoUser } from './demo-school.js';
import { seedDemoTimetable } from './demo-timetable.js';

export const cognito = () => new CognitoIdentityProviderClient({ region: process.env.AWS_REGION });

/** Creates (or finds) the Cognito user and returns its sub, which is the user record's uid. */
export const ensureCognitoUser = async (client: CognitoIdentityProviderClient, userPoolId: string, user: DemoUser) => {
  const attributes = [
    { Name: 'custom:schoolId', Value: user.schoolId },
    { Name: 'custom:role', Value: user.role },
    ...(user.email
      ? [
          { Name: 'email', Value: user.email },
          { Name: 'email_verified', Value: 'true' },
        ]
      : []),
  ];
  try {
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: user.username,
        UserAttributes: attributes,
        MessageAction: 'SUPPRESS',
      }),
    );
  } catch (error) {
    if (!(error instanceof UsernameExistsException)) throw error;
  }
  await client.send(
    new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: user.username, Password: DEMO_PASSWORD, Permanent: true }),
  );
  if (user.isAdmin)
    await client.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: user.username, GroupName: ADMIN_GROUP }));
  const { UserAttributes = [] } = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: user.username }));
  return defined(UserAttributes.find((attribute) => attribute.Name === 'sub')?.Value, 'sub attribute');
};

export const isDemoSeeded = async () => Boolean((await schoolEntity.get({ schoolId: demoSchools[0].schoolId }).go()).data);

/** Seeds both demo schools; idempotent (every write is a put of the same item). */
export const seedDemoSchools = async (userPoolId: string) => {
  const client = cognito();
  for (const school of demoSchools) {
    await schoolYearEntity.put({ schoolId: school.schoolId, ...school.schoolYear }).go();
  }
  const uids = new Map<string, string>();
  for (const user of demoUsers) uids.set(user.username, await ensureCognitoUser(client, userPoolId, user));

  const createdAt = new Date().toISOString();
  await userEntity
    .put(
      demoUsers.map((user) => ({
        schoolId: user.schoolId,
        uid: defined(uids.get(user.username), 'uid of a demo user'),
        username: user.username,
        role: user.role,
        isAdmin: user.isAdmin ?? false,
        displayName: user.displayName,
        short: user.short,
        firstname: user.firstname,
        lastname: user.lastname,
        title: user.title,
        sex: user.sex,
        groupDisplayName: user.groupDisplayName,
        email: user.email,
        signedUp: true,
        createdAt,
      })),
    )
    .go();

  const links = demoUsers.flatMap((guardian) =>
    (guardian.children ?? []).map((childName, index) => {
      const child = defined(
        demoUsers.find((user) => user.username === childName),
        'demo user',
      );
      return {
        guardianUid: defined(uids.get(guardian.username), 'uid of a demo user'),
        studentUid: defined(uids.get(childName), 'uid of a demo user'),
        studentSchoolId: child.schoolId,
        legal: true,
        linkedAt: new Date(Date.parse('2026-08-10T08:00:00Z') + index * 60_000).toISOString(),
      };
    }),
  );
  if (links.length) await guardianLinkEntity.put(links).go();

  const now = Date.now();
  await receivedNotificationEntity
    .put(
      demoNotifications.map((notification, index) => {
        const recipient = defined(
          demoUsers.find((user) => user.username === notification.recipient),
          'demo user',
        );
        const subject = defined(
          demoUsers.find((user) => user.username === (notification.child ?? notification.recipient)),
          'demo user',
        );
        const deliveredAt = new Date(now - notification.daysAgo * 86_400_000).toISOString();
        const notificationId = `demo-${index + 1}`;
        return {
          schoolId: subject.schoolId,
          recipientUid: defined(uids.get(recipient.username), 'uid of a demo user'),
          subjectUid: defined(uids.get(subject.username), 'uid of a demo user'),
          receivedId: receivedIdOf(deliveredAt, notificationId),
          notificationId,
          deliveredAt,
          type: notification.type,
          title: notification.title,
          body: notification.body,
          unread: notification.unread,
        };
      }),
    )
    .go();

  await seedDemoTimetable(uids);
  await seedDemoAttendance(uids);
  await seedDemoCalendars(uids);
  await seedDemoDevices();
  await seedDemoPins(uids);
  await seedDemoCourses(uids);

  await seedPendingPeople(
    new Map(
      demoUsers.map((user) => [user.username, { uid: defined(uids.get(user.username), 'uid of a demo user'), schoolId: user.schoolId }]),
    ),
  );

  // The school records go last: their presence marks the seed as complete.
  for (const school of demoSchools) {
    const admin = demoUsers.find((user) => user.schoolId === school.schoolId && user.isAdmin);
    await listSeededSchool({ schoolId: school.schoolId, name: school.name, adminEmail: admin?.email });
    await schoolEntity
      .put({
        schoolId: school.schoolId,
        name: school.name,
        label: school.label,
        activeSchoolYearId: school.schoolYear.schoolYearId,
        myGroups: 'own',
      })
      .go();
  }
};
