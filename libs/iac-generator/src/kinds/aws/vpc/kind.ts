import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.vpc',
  label: 'main',
  title: 'VPC',
  needs: (c, plan) => {
    if (c.attrs.flags.has('logging') && !plan.has('aws.flow_log') && !c.implicit)
      plan.add('aws.flow_log', { implicit: 'records rejected traffic for audits' });
  },
};
