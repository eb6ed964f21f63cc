import { Duration } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { ADMIN_GROUP, cognitoClaims } from '../../shared/roles.js';
import { dataRemovalPolicy, resourceName, type StageConfig } from '../stage-config.js';

const customAttributeName = (claim: string) => claim.replace(/^custom:/, '');
const schoolIdAttribute = customAttributeName(cognitoClaims.schoolId);
const roleAttribute = customAttributeName(cognitoClaims.role);
const uidAttribute = customAttributeName(cognitoClaims.uid);

export type AuthProps = { config: StageConfig };

/** User pool (usernames are generated user IDs, e-mail an optional alias), web client and admin group. */
export class Auth extends Construct {
  readonly userPool: cognito.UserPool;
  readonly webClient: cognito.UserPoolClient;

  constructor(scope: Construct, id: string, { config }: AuthProps) {
    super(scope, id);

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      userPoolName: resourceName(config),
      featurePlan: cognito.FeaturePlan.LITE,
      signInAliases: { username: true, email: true },
      signInCaseSensitive: false,
      // Registration goes through the API (activation code check, then AdminCreateUser).
      selfSignUpEnabled: false,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      customAttributes: {
        [schoolIdAttribute]: new cognito.StringAttribute({ mutable: true }),
        [roleAttribute]: new cognito.StringAttribute({ mutable: true }),
        // Set once at registration: the uid of the record imported before the Cognito user existed.
        [uidAttribute]: new cognito.StringAttribute({ mutable: false }),
      },
      passwordPolicy: {
        minLength: 6,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
      },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      deletionProtection: !config.ephemeral,
      // Users and their records in the table must survive together.
      removalPolicy: dataRemovalPolicy(config),
    });

    this.webClient = this.userPool.addClient('WebClient', {
      userPoolClientName: resourceName(config, 'web'),
      generateSecret: false,
      // cognito-local has no SRP, so the web signs in with USER_PASSWORD_AUTH everywhere; refresh is implied.
      authFlows: { userPassword: true },
      disableOAuth: true,
      // The spec shows "Benutzer nicht gefunden", which needs Cognito's UserNotFoundException.
      preventUserExistenceErrors: false,
      readAttributes: new cognito.ClientAttributes()
        .withStandardAttributes({ email: true, emailVerified: true })
        .withCustomAttributes(schoolIdAttribute, roleAttribute, uidAttribute),
      // Explicit, because without write attributes a user could set their own school and role.
      writeAttributes: new cognito.ClientAttributes().withStandardAttributes({ email: true }),
      idTokenValidity: Duration.hours(1),
      accessTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      enableTokenRevocation: true,
    });

    new cognito.CfnUserPoolGroup(this, 'AdminGroup', {
      userPoolId: this.userPool.userPoolId,
      groupName: ADMIN_GROUP,
      description: 'Administration der Schule',
    });
  }
}
