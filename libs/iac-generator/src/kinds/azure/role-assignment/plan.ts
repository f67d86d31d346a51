import { type Component } from '../../../model/types';
import { type Needs } from '../../../plan/needs';
import { type Planner } from '../../../plan/planner';
import { PRINCIPALS } from '../grants';
import { scopeFor } from '../role-scope';
import { inGroup } from '../common';

export const needs: Needs = (c, plan) => {
  inGroup(c, plan);
  // A grant planned by a workload (grants.ts) already names its identity and its resource.
  // Else the identity asked for; else the own identity of the one workload that uses the resource
  // ("the function ... gets the Storage Queue Data Contributor role on the account"): the role is for it.
  c.ref.identity ??=
    plan.all('azure.user_assigned_identity').find((i) => !i.implicit) ??
    workloadOf(plan) ??
    plan.first('azure.user_assigned_identity') ??
    plan.add('azure.user_assigned_identity', { implicit: 'the identity the role is granted to', label: 'app' });
  c.ref.scope ??= scopeFor(c, plan);
};

/** The one workload asked for that runs under an identity of its own (a function app, a VM, a cluster); none when several are. */
function workloadOf(plan: Planner): Component | undefined {
  const asked = Object.keys(PRINCIPALS).flatMap((k) => plan.all(k).filter((w) => !w.implicit));
  return asked.length === 1 ? asked[0] : undefined;
}
