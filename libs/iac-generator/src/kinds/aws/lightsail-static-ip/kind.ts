import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.lightsail_static_ip',
  label: 'main',
  title: 'Lightsail static IP',
  needs: (c, plan) => {
    c.ref.instance = plan.ensure('aws.lightsail_instance', 'a static IP attaches to an instance', { label: 'main' });
  },
};
