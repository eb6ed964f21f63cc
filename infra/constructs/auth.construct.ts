import { Duration, Validations } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { ADMIN_GROUP, cognitoClaims } from '../../shared/roles.js';
import { dataRemovalPolicy, isProduction, resourceName, type StageConfig } from '../stage-config.js';

const customAttributeName = (claim: string) => claim.replace(/^custom:/, '');
const schoolIdAttribute = customAttributeName(cognitoClaims.schoolId);
const roleAttribute = customAttributeName(cognitoClaims.role);
const uidAttribute = customAttributeName(cognitoClaims.uid);

export interface AuthProps {
  config: StageConfig;
}

/** User pool (usernames are generated user IDs, e-mail an optional alias), web client and admin group. */
export class Auth extends Construct {
  readonly userPool: cognito.UserPool;
  readonly webClient: cognito.UserPoolClient;

  constructor(scope: Construct, id: string, { config }: AuthProps) {
    super(scope, id);

    // Production gets Cognito's threat protection (compromised credentials, adaptive sign-in risk,
    // enforced); it needs the Plus tier, which other stages do without.
    const production = isProduction(config);
    this.userPool = new cognito.UserPool(this, 'UserPool', {
      userPoolName: resourceName(config),
      featurePlan: production ? cognito.FeaturePlan.PLUS : cognito.FeaturePlan.LITE,
      ...(production && { standardThreatProtectionMode: cognito.StandardThreatProtectionMode.FULL_FUNCTION }),
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

    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG1',
      reason:
        'The spec lets children register with 6-character passwords without character classes; the app signs in through this pool only, and production adds threat protection against guessed and leaked passwords.',
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG2',
      reason: 'Pupils from age ten and their parents sign in on shared family devices without a second factor; the spec has no MFA.',
    });
    if (!production) {
      Validations.of(this.userPool).acknowledge({
        id: 'AwsSolutions-COG8',
        reason: 'Only the prod stage pays for the Plus tier (threat protection); other stages hold test data only.',
      });
    }

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
