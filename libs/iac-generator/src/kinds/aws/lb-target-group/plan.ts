import { type Needs } from '../../../plan/needs';

export const needs: Needs = (c, plan) => {
  if (!c.ref.lb) {
    const lb = plan.ensure('aws.lb', 'target groups serve a load balancer', { label: 'web' });
    c.ref.lb = lb;
  }
  // Fargate tasks are registered by address, never as instances.
  if (plan.has('aws.ecs_service')) c.config.targetType = 'ip';
};
