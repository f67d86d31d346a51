import { type Kind } from '../../kind';
import { inGroup } from '../common';

export const kind: Kind = {
  kind: 'azure.container_app',
  label: 'main',
  title: 'Container app',
  needs: (c, plan) => {
    inGroup(c, plan);
    c.ref.env = plan.ensure('azure.container_app_environment', 'container apps run in an environment', {
      label: 'main',
    });
  },
};
