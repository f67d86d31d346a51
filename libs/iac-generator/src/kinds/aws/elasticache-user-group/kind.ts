import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.elasticache_user_group',
  label: 'app',
  title: 'ElastiCache user group',
  needs: (c, plan) => {
    c.ref.user = plan.ensure('aws.elasticache_user', 'the group needs a member', { label: 'app' });
    c.ref.default = plan.add('aws.elasticache_user', {
      implicit: 'Redis requires a "default" user in every group; this one is switched off',
      label: 'default_off',
    });
    c.ref.default.config.disabledDefault = true;
  },
};
