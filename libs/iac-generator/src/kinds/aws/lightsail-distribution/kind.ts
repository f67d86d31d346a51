import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.lightsail_distribution',
  label: 'main',
  title: 'Lightsail distribution',
  needs: (c, plan) => {
    c.ref.ip = plan.ensure('aws.lightsail_static_ip', 'the distribution needs a stable origin', { label: 'main' });
    c.ref.instance = plan.ensure('aws.lightsail_instance', 'the origin of the distribution', { label: 'main' });
  },
};
