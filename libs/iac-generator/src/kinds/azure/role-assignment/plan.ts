import { type Needs } from '../../../plan/needs';
import { scopeFor } from '../role-scope';
import { inGroup } from '../common';

export const needs: Needs = (c, plan) => {
  inGroup(c, plan);
  // A grant planned by a workload (grants.ts) already names its identity and its resource.
  c.ref.identity ??=
    plan.first('azure.user_assigned_identity') ??
    plan.add('azure.user_assigned_identity', { implicit: 'the identity the role is granted to', label: 'app' });
  c.ref.scope ??= scopeFor(c, plan);
};
