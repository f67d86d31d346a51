import { type Needs } from '../../../plan/needs';

export const needs: Needs = (c, plan) => {
  c.ref.address =
    plan.first('gcp.compute_global_address') ??
    plan.add('gcp.compute_global_address', { implicit: 'a stable address for the load balancer', label: c.id });
  c.ref.backend =
    plan.first('gcp.compute_instance_group_manager') ??
    plan.first('gcp.cloud_run_v2_service') ??
    plan.add('gcp.compute_instance_group_manager', {
      implicit: 'the backends the load balancer sends traffic to',
      label: 'web',
    });
};
