import { type Needs } from '../../../plan/needs';
import { givenName } from '../../../model/names';
import { roleFor } from '../common';

export const needs: Needs = (c, plan) => {
  roleFor(c, plan, 'states.amazonaws.com', {
    statements: [{ Effect: 'Allow', Action: ['lambda:InvokeFunction'], Resource: '*' }],
    why: 'lets the workflow call its steps',
  });
  c.ref.logGroup = plan.add('aws.cloudwatch_log_group', {
    implicit: 'workflow execution logs',
    label: `${c.id}_states`,
    config: { path: `/aws/vendedlogs/states/${givenName(c)}` },
  });
};
