import { type Needs } from '../../../plan/needs';

export const needs: Needs = (c, plan) => {
  c.ref.user = plan.ensure('aws.elasticache_user', 'the group needs a member', { label: 'app' });
  c.ref.default = plan.add('aws.elasticache_user', {
    implicit: 'Redis requires a "default" user in every group; this one is switched off',
    label: 'default_off',
  });
  c.ref.default.config.disabledDefault = true;
};
