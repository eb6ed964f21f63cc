import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DefaultStackSynthesizer, Duration, Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '../../lambdas/_lib/edge.js';
import { dataRemovalPolicy, logRetention, type StageConfig } from '../stage-config.js';
import type { Api } from './api.construct.js';
import type { Auth } from './auth.construct.js';

/** The calendar feed files (GET /api/ical/{feed}), cached at the edge. */
export const CALENDAR_FEED_PATH_PATTERN = '/api/ical/*';

export interface WebProps {
  config: StageConfig;
  api: Api;
  auth: Auth;
  /** Origin of the presigned file URLs, which the page fetches and shows. */
  filesOrigin: string;
  /** The Vite build; deployed only if it has been built. */
  webDistDir: string;
  /** The stage's AWS WAF web ACL (us-east-1). */
  webAclArn?: string;
  /** Sent to the API in `x-origin-verify`; the API refuses requests without it. */
  originSecret: ISecret;
  /** Receives CloudFront's and the web bucket's access logs. */
  accessLogs: s3.IBucket;
  /** The stage's VAPID public key (web-push.construct.ts): browsers subscribe to Web Push with it. */
  vapidPublicKey: string;
}

// Only app routes (no file extension in the last segment) get index.html. A distribution-wide
// 403/404 error page would also replace the API's own 403 and 404 responses under /api/*.
const spaRoutingCode = `function handler(event) {
  var request = event.request;
  if (request.uri.split('/').pop().indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

/** CloudFront in front of the web bucket (the Vite build) and, under /api/*, the HTTP API. */
export class Web extends Construct {
  readonly distribution: cloudfront.Distribution;
  /** The origins the app is served from, e.g. for CORS on the files bucket. */
  readonly origins: string[];
  readonly url: string;

  constructor(
    scope: Construct,
    id: string,
    { config, api, auth, filesOrigin, webDistDir, webAclArn, originSecret, accessLogs, vapidPublicKey }: WebProps,
  ) {
    super(scope, id);
    const { region } = Stack.of(this);

    const bucket = new s3.Bucket(this, 'Bucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: accessLogs,
      serverAccessLogsPrefix: 'web-bucket/',
      removalPolicy: dataRemovalPolicy(config),
      autoDeleteObjects: config.ephemeral,
    });

    const cognitoEndpoint = `https://cognito-idp.${region}.amazonaws.com`;
    const contentSecurityPolicy = [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data: blob: ${filesOrigin}`,
      `media-src 'self' blob: ${filesOrigin}`,
      `connect-src 'self' ${cognitoEndpoint} ${filesOrigin}`,
      "font-src 'self' data:",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; ');

    const securityHeaders = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: `Schulapp ${config.stage}: security headers`,
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy, override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
      },
    });

    const spaRouting = new cloudfront.Function(this, 'SpaRouting', {
      comment: 'Serves index.html for app routes',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(spaRoutingCode),
    });

    const apiOrigin = new HttpOrigin(api.endpointDomain, {
      customHeaders: { [ORIGIN_VERIFY_HEADER]: originSecret.secretValue.unsafeUnwrap() },
    });
    // Calendar feeds (the secret token is the path, so each person's feed is its own cache entry):
    // kept as long as the API's Cache-Control says (at most 5 minutes), then revalidated with the
    // stored ETag (If-None-Match), which the API answers with 304 while the feed is unchanged.
    const feedCachePolicy = new cloudfront.CachePolicy(this, 'CalendarFeedCache', {
      comment: `Schulapp ${config.stage}: calendar feeds, as long as the origin's Cache-Control allows`,
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.minutes(5),
      headerBehavior: cloudfront.CacheHeaderBehavior.none(),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.none(),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    // No cookies (CloudFront answers If-None-Match only without forwarded cookies) and no query;
    // the viewer address for the feed's rate limit (lambdas/_lib/edge.ts).
    const feedOriginRequestPolicy = new cloudfront.OriginRequestPolicy(this, 'CalendarFeedOriginRequest', {
      comment: `Schulapp ${config.stage}: calendar feeds, the viewer address only`,
      headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList('CloudFront-Viewer-Address'),
      queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.none(),
      cookieBehavior: cloudfront.OriginRequestCookieBehavior.none(),
    });

    const { customDomain } = config;
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `Schulapp ${config.stage}`,
      webAclId: webAclArn,
      enableLogging: true,
      logBucket: accessLogs,
      logFilePrefix: 'distribution/',
      defaultRootObject: 'index.html',
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      ...(customDomain && {
        domainNames: [customDomain.domainName],
        certificate: Certificate.fromCertificateArn(this, 'Certificate', customDomain.certificateArn),
        minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
      }),
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(bucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [{ function: spaRouting, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        // Before /api/*: CloudFront takes the first pattern that matches.
        [CALENDAR_FEED_PATH_PATTERN]: {
          origin: apiOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: feedCachePolicy,
          originRequestPolicy: feedOriginRequestPolicy,
          responseHeadersPolicy: securityHeaders,
        },
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          // All viewer headers but Host, and CloudFront's own, among them CloudFront-Viewer-Address:
          // the address the API's rate limits count per (lambdas/_lib/edge.ts).
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
        },
      },
    });

    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'Families use the app on holidays abroad; the firewall and the API, not the country, decide who gets in.',
    });
    if (!customDomain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without its own domain a stage is served on the *.cloudfront.net certificate, whose protocol policy CloudFront fixes; stages with a domain require TLS 1.2 (TLSv1.2_2021).',
      });
    }

    const distributionOrigin = `https://${this.distribution.distributionDomainName}`;
    this.url = customDomain ? `https://${customDomain.domainName}` : distributionOrigin;
    this.origins = customDomain ? [this.url, distributionOrigin] : [distributionOrigin];

    // All deployments share one bucket: none prunes, so they cannot delete each other's files,
    // and old hashed assets stay for pages that are still open.
    const deployment = {
      destinationBucket: bucket,
      prune: false,
      memoryLimit: 512,
      logGroup: new LogGroup(this, 'DeploymentLogs', {
        retention: logRetention(config),
        removalPolicy: dataRemovalPolicy(config),
      }),
    };
    new BucketDeployment(this, 'DeployConfig', {
      ...deployment,
      sources: [
        Source.jsonData('config.json', {
          region,
          userPoolId: auth.userPool.userPoolId,
          userPoolClientId: auth.webClient.userPoolClientId,
          vapidPublicKey,
        }),
      ],
      cacheControl: [CacheControl.noCache()],
    });

    if (existsSync(join(webDistDir, 'index.html'))) {
      const assets = new BucketDeployment(this, 'DeployAssets', {
        ...deployment,
        sources: [Source.asset(webDistDir)],
        exclude: ['*'],
        include: ['assets/*'],
        cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
      });
      const pages = new BucketDeployment(this, 'DeployPages', {
        ...deployment,
        sources: [Source.asset(webDistDir)],
        // config.json in the build is the local stack's (web/public); the deployment writes its own.
        exclude: ['assets/*', 'config.json'],
        cacheControl: [CacheControl.noCache()],
      });
      // index.html must not reference assets that are not uploaded yet.
      pages.node.addDependency(assets);
    }
    this.acknowledgeDeploymentFindings(bucket);
  }

  /** The function behind BucketDeployment is the CDK's own, shared by the stack's deployments. */
  private acknowledgeDeploymentFindings(bucket: s3.Bucket) {
    const stack = Stack.of(this);
    const handler = stack.node.children.find((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (!handler) return;
    const bucketId = stack.resolve((bucket.node.defaultChild as CfnElement).logicalId) as string;
    const qualifier = String(this.node.tryGetContext('@aws-cdk/core:bootstrapQualifier') ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER);
    const reason =
      "The CDK's BucketDeployment handler: it copies the build from the CDK asset bucket into the web bucket with the grants and managed logging policy the CDK gives it, on a runtime the CDK picks.";
    for (const id of [
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      'AwsSolutions-IAM5[Action::s3:GetBucket*]',
      'AwsSolutions-IAM5[Action::s3:GetObject*]',
      'AwsSolutions-IAM5[Action::s3:List*]',
      'AwsSolutions-IAM5[Action::s3:Abort*]',
      'AwsSolutions-IAM5[Action::s3:DeleteObject*]',
      `AwsSolutions-IAM5[Resource::arn:aws:s3:::cdk-${qualifier}-assets-<AWS::AccountId>-${stack.region}/*]`,
      `AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/*]`,
      'AwsSolutions-L1',
    ]) {
      Validations.of(handler).acknowledge({ id, reason });
    }
  }
}
