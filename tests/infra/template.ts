import type { Template } from 'aws-cdk-lib/assertions';
import { expect } from 'vitest';
import { defined } from '../fixtures/defined.js';

/**
 * A typed reader of the synthesized CloudFormation template: the resource types the infra tests
 * look into, with the properties they read (everything else stays `unknown`, for `expect` to compare).
 */
export interface Ref {
  Ref: string;
}
export interface GetAtt {
  'Fn::GetAtt': [string, string];
}

export interface Statement {
  Sid?: string;
  Effect: 'Allow' | 'Deny';
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, string[]>>;
}
interface PolicyDocument {
  Statement: Statement[];
}

interface Throttle {
  ThrottlingRateLimit: number;
  ThrottlingBurstLimit: number;
}

interface CacheBehavior {
  PathPattern?: string;
  TargetOriginId: string;
  AllowedMethods?: string[];
  CachePolicyId?: string | Ref;
  OriginRequestPolicyId?: string | Ref;
  ResponseHeadersPolicyId?: unknown;
  FunctionAssociations?: unknown;
}
interface Origin {
  Id: string;
  DomainName: unknown;
  OriginCustomHeaders?: unknown;
}
interface DistributionConfig {
  Origins: Origin[];
  DefaultCacheBehavior: CacheBehavior;
  CacheBehaviors: CacheBehavior[];
  DefaultRootObject?: string;
  CustomErrorResponses?: unknown;
  WebACLId?: unknown;
}

interface WafRule {
  Action?: unknown;
  Statement: {
    ManagedRuleGroupStatement?: { VendorName: string; Name: string };
    RateBasedStatement?: {
      ScopeDownStatement: { ByteMatchStatement: { FieldToMatch: unknown; PositionalConstraint: string; SearchString: string } };
    };
  };
}

interface PropertiesOf {
  'AWS::Lambda::Function': {
    /** The CDK's own helper functions have none. */
    FunctionName?: string;
    Role: GetAtt;
    Environment?: { Variables?: Record<string, unknown> };
    Code: { S3Key: unknown };
    Architectures?: string[];
    ReservedConcurrentExecutions?: number;
    TracingConfig?: { Mode: string };
  };
  'AWS::IAM::Policy': { Roles: Ref[]; PolicyDocument: PolicyDocument };
  'AWS::IAM::Role': { AssumeRolePolicyDocument: PolicyDocument; ManagedPolicyArns?: unknown };
  'AWS::S3::Bucket': {
    LifecycleConfiguration: { Rules: unknown[] };
    CorsConfiguration: { CorsRules: { AllowedMethods: string[] }[] };
  };
  'AWS::S3::BucketPolicy': { Bucket: Ref; PolicyDocument: PolicyDocument };
  'AWS::ApiGatewayV2::Route': {
    RouteKey: string;
    AuthorizationType: string;
    AuthorizerId?: Ref;
    Target: { 'Fn::Join': [string, [string, Ref]] };
  };
  'AWS::ApiGatewayV2::Integration': { IntegrationUri: Ref | GetAtt };
  'AWS::ApiGatewayV2::Stage': { RouteSettings: Record<string, Throttle>; DefaultRouteSettings: Throttle };
  'AWS::CloudFront::Distribution': { DistributionConfig: DistributionConfig };
  'AWS::CloudFront::Function': { FunctionCode: string };
  'AWS::CloudFront::CachePolicy': {
    CachePolicyConfig: {
      MinTTL: number;
      DefaultTTL: number;
      MaxTTL: number;
      ParametersInCacheKeyAndForwardedToOrigin: {
        HeadersConfig: { HeaderBehavior: string };
        QueryStringsConfig: { QueryStringBehavior: string };
        CookiesConfig: { CookieBehavior: string };
        EnableAcceptEncodingGzip: boolean;
        EnableAcceptEncodingBrotli: boolean;
      };
    };
  };
  'AWS::CloudFront::OriginRequestPolicy': {
    OriginRequestPolicyConfig: {
      HeadersConfig: { HeaderBehavior: string; Headers?: string[] };
      QueryStringsConfig: { QueryStringBehavior: string };
      CookiesConfig: { CookieBehavior: string };
    };
  };
  'AWS::CloudFront::ResponseHeadersPolicy': {
    ResponseHeadersPolicyConfig: { SecurityHeadersConfig: { ContentSecurityPolicy: { ContentSecurityPolicy: unknown } } };
  };
  'AWS::WAFv2::WebACL': { Rules: WafRule[] };
  'AWS::Cognito::UserPoolClient': { ReadAttributes: string[]; WriteAttributes: string[]; ExplicitAuthFlows: string[] };
  'AWS::Events::Rule': { EventPattern?: unknown; Targets: unknown[]; ScheduleExpression?: string };
  'Custom::VapidKeyPair': { SecretId: Ref };
  'Custom::CDKBucketDeployment': { SourceMarkers: unknown };
}

export type PropertiesFor<T extends string> = T extends keyof PropertiesOf ? PropertiesOf[T] : Record<string, unknown>;

export interface Resource<T extends string = string> {
  Type: T;
  Properties: PropertiesFor<T>;
  DependsOn?: string[];
  DeletionPolicy?: string;
}

/** The resources of one type, as [logical ID, resource]. */
export const resourcesOf = <T extends string>(template: Template, type: T) =>
  Object.entries(template.findResources(type)) as [string, Resource<T>][];

/** The one resource of a type (whose logical ID matches `id`, if given). */
export const onlyOf = <T extends string>(template: Template, type: T, id?: RegExp): [string, Resource<T>] => {
  const found = resourcesOf(template, type).filter(([logicalId]) => !id || id.test(logicalId));
  expect(found).toHaveLength(1);
  return defined(found[0], `one ${type}`);
};

/** The resource with a logical ID, which must be of the given type. */
export const resourceById = <T extends string>(template: Template, id: string, type: T): Resource<T> => {
  const resource = defined(
    resourcesOf(template, type).find(([logicalId]) => logicalId === id),
    `the ${type} ${id}`,
  );
  return resource[1];
};

/** Logical ID behind `{ Ref }` or `{ Fn::GetAtt: [id, attr] }`. */
export const referencedId = (value: Ref | GetAtt): string => ('Ref' in value ? value.Ref : value['Fn::GetAtt'][0]);
