import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Duration, Stack } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { dataRemovalPolicy, logRetention, type StageConfig } from '../stage-config.js';
import type { Api } from './api.construct.js';
import type { Auth } from './auth.construct.js';

export type WebProps = {
  config: StageConfig;
  api: Api;
  auth: Auth;
  /** Origin of the presigned file URLs, which the page fetches and shows. */
  filesOrigin: string;
  /** The Vite build; deployed only if it has been built. */
  webDistDir: string;
};

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

  constructor(scope: Construct, id: string, { config, api, auth, filesOrigin, webDistDir }: WebProps) {
    super(scope, id);
    const { region } = Stack.of(this);

    const bucket = new s3.Bucket(this, 'Bucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
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

    const { customDomain } = config;
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `Schulapp ${config.stage}`,
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
        '/api/*': {
          origin: new HttpOrigin(api.endpointDomain),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
        },
      },
    });

    const distributionOrigin = `https://${this.distribution.distributionDomainName}`;
    this.origins = customDomain ? [`https://${customDomain.domainName}`, distributionOrigin] : [distributionOrigin];
    this.url = this.origins[0];

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
  }
}
