import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.lightsail_disk',
  label: 'data',
  title: 'Lightsail disk',
  needs: (c, plan) => {
    c.ref.instance = plan.ensure('aws.lightsail_instance', 'disks attach to an instance', { label: 'main' });
  },
};
