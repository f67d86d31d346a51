/**
 * A scheduled call to a Cloud Run service that allows only authenticated calls: the job signs each
 * call with an OIDC token of an identity of its own, and that identity may invoke that one service
 * (roles/run.invoker on it, never on the project). Without both the calls are refused with 403.
 */
import { type Component } from '../../../model/types';
import { type Planner } from '../../../plan/planner';
import { ownIdentity } from '../../own-identity';

// A method, then the path it is sent to ("POST to /run", "GET /healthz").
const CALL = /\b(POST|GET|PUT|PATCH|DELETE)\s+(?:(?:requests?\s+)?(?:to|on|at)\s+)?(\/[\w./-]*)/i;

export function callsService(job: Component, service: Component, plan: Planner): void {
  if (job.ref.service) return;
  job.ref.service = service;
  // "POST to /run on it": the method and path of the call, said with the call.
  plan.phrases.forEach((p, i) => {
    const call = CALL.exec(p);
    if (!call || job.config.path) return;
    job.config.method = call[1].toUpperCase();
    job.config.path = call[2];
    plan.wired(i, call[0]);
  });
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
