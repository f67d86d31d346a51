import { type Needs } from '../../../plan/needs';

export const needs: Needs = (c, plan) => {
  c.ref.address =
    plan.first('gcp.compute_global_address') ??
    plan.add('gcp.compute_global_address', { implicit: 'a stable address for the load balancer', label: c.id });
  // One machine asked behind it stays that machine, in an unmanaged instance group of its own (the
  // writer's); several identical ones became a managed group (compute-instance/kind.json `cannot`).
  c.ref.backend =
    plan.first('gcp.compute_instance_group_manager') ??
    plan.first('gcp.cloud_run_v2_service') ??
    plan.all('gcp.compute_instance').find((vm) => !vm.implicit) ??
    plan.add('gcp.compute_instance_group_manager', {
      implicit: 'the backends the load balancer sends traffic to',
      label: 'web',
    });
};
