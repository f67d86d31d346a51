import { type Needs } from '../../../plan/needs';

export const needs: Needs = (c, plan) => {
  if (c.attrs.flags.has('logging') && !plan.has('aws.flow_log') && !c.implicit)
    plan.add('aws.flow_log', { implicit: 'records rejected traffic for audits' });
};
