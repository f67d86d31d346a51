/**
 * A scheduled call to a Cloud Run service that allows only authenticated calls: the job signs each
 * call with an OIDC token of an identity of its own, and that identity may invoke that one service
 * (roles/run.invoker on it, never on the project). Without both the calls are refused with 403.
 */
import { type Component } from '../../../model/types';
import { type Planner } from '../../../plan/planner';
import { ownIdentity } from '../../own-identity';

export function callsService(job: Component, service: Component, plan: Planner): void {
  if (job.ref.service) return;
  job.ref.service = service;
  const sa = ownIdentity(job, plan, 'gcp.service_account', 'the scheduler signs its calls with an identity of its own');
  const grant = plan.add('gcp.project_iam_member', {
    implicit: "the scheduler's identity may invoke the service it calls, and only that one",
    label: `${job.id}_invoker`,
    attrs: { iamRoles: ['roles/run.invoker'] },
  });
  grant.ref.grantedBy = job;
  grant.ref.sa = sa;
  grant.ref.target = service;
  grant.ref.scope = service;
}
