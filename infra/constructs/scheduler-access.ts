import { Stack, Token, Validations } from 'aws-cdk-lib';
import { PolicyStatement, type IRole } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';

/**
 * A function that makes one-time EventBridge Scheduler schedules (scheduled sends: `notification-*`,
 * opening push windows: `push-window-*`, lesson starts of the absence alert: `absence-alert-*`) may create, change and delete only schedules with its
 * prefix, and pass the scheduler role that puts their events on the bus.
 */
export const grantSchedules = (fn: NodejsFunction, prefix: string, schedulerRole: IRole, eventBusArn: string) => {
  const { region, account } = Stack.of(fn);
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['scheduler:CreateSchedule', 'scheduler:UpdateSchedule', 'scheduler:DeleteSchedule'],
      resources: [`arn:aws:scheduler:${region}:${account}:schedule/default/${prefix}*`],
    }),
  );
  if (fn.role) {
    Validations.of(fn.role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:aws:scheduler:${region}:${Token.isUnresolved(account) ? '<AWS::AccountId>' : account}:schedule/default/${prefix}*]`,
      reason:
        'The one-time schedules are created at run time, one per send or opening push window; the name prefix limits the function to its own.',
    });
  }
  schedulerRole.grantPassRole(fn.grantPrincipal);
  fn.addEnvironment('EVENT_BUS_ARN', eventBusArn);
  fn.addEnvironment('SCHEDULER_ROLE_ARN', schedulerRole.roleArn);
};
