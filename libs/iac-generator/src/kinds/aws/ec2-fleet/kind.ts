import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.ec2_fleet',
  label: 'main',
  title: 'EC2 Fleet',
  needs: (c, plan) => {
    c.ref.template = plan.ensure('aws.launch_template', 'fleets launch from a template', { label: c.id });
  },
};
