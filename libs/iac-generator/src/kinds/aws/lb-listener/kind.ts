import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.lb_listener',
  label: 'web',
  title: 'listener',
  needs: (c, plan) => {
    if (!c.ref.lb) c.ref.lb = plan.ensure('aws.lb', 'listeners belong to a load balancer', { label: 'web' });
  },
};
