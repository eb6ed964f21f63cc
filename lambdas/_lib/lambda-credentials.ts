import { fromEnv } from '@aws-sdk/credential-provider-env';

/**
 * Stands in for `@aws-sdk/credential-provider-node` in the deployed bundles (infra/lambda-bundling.ts):
 * the SDK clients' default credentials are the role's, which Lambda puts into the environment.
 * The local stack runs the handlers from source, with the SDK's own default chain.
 */
export const defaultProvider = () => fromEnv();
