import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { createSchulappApp } from '../../infra/create-app.js';
import { cdkJsonContext, withoutBundling } from './cdk-context.js';

interface Report {
  pluginReports: { violations: { ruleName: string; severity: string; violatingResources: { constructPath: string }[] }[] }[];
}

/** Every AwsSolutions finding (error or warning) nobody acknowledged with a reason, as "rule at path". */
const unacknowledgedFindings = (context: Record<string, unknown>) => {
  const { app } = createSchulappApp({
    ...cdkJsonContext,
    ...withoutBundling,
    ...context,
    '@aws-cdk/core:validationReportJson': true,
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  let failed = false;
  try {
    app.synth();
  } catch {
    // Synthesis fails on findings; the report names them.
    failed = true;
  }
  const report = JSON.parse(readFileSync(join(app.outdir, 'policy-validation-report.json'), 'utf8')) as Report;
  const findings = report.pluginReports.flatMap((plugin) =>
    plugin.violations.flatMap((violation) =>
      violation.violatingResources.map((resource) => `${violation.severity} ${violation.ruleName} at ${resource.constructPath}`),
    ),
  );
  return { failed, findings };
};

/**
 * The AwsSolutions pack over both stacks of a stage. A finding is fixed, or acknowledged next to
 * its resource with a reason (Validations.of(construct).acknowledge); a new one fails here.
 */
describe('cdk-nag AwsSolutions', () => {
  it.each([
    ['a development stage', { stage: 'test' }],
    [
      'the prod stage with its own domain',
      { stage: 'prod', domainName: 'schulapp.example.org', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc' },
    ],
    ['an ephemeral stage', { stage: 'pr-17', ephemeral: 'true' }],
  ])('finds nothing unacknowledged in %s', (_name, context) => {
    const { failed, findings } = unacknowledgedFindings(context);
    expect(findings).toEqual([]);
    expect(failed).toBe(false);
  });
});
