import { type Needs } from '../../../plan/needs';

export const needs: Needs = (c, plan) => {
  const t =
    plan.first('gcp.compute_instance_template') ??
    plan.add('gcp.compute_instance_template', {
      implicit: 'the instance group creates VMs from a template',
      label: c.id,
    });
  c.ref.template = t;
  // What the request said about the group's VMs is the template's to write.
  for (const key of ['size', 'cpu', 'memoryMb', 'storageGb', 'diskType', 'os', 'osVersion'] as const)
    (t.attrs as unknown as Record<string, unknown>)[key] ??= c.attrs[key];
  if (c.attrs.flags.has('spot')) t.attrs.flags.add('spot');
  plan.handOver(
    c,
    t,
    'machine type',
    'instance type',
    'CPU',
    'memory',
    'storage',
    'disk type',
    'operating system',
    'spot capacity',
  );
};
