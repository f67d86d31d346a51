import { type Component } from '../../../model/types';
import { type Planner } from '../../../plan/planner';
import { ownName } from '../naming';

const MACHINES = ['azure.linux_virtual_machine', 'azure.windows_virtual_machine'];
const SCALE_SETS = ['azure.linux_virtual_machine_scale_set', 'azure.windows_virtual_machine_scale_set'];

/**
 * The machine a disk asked with one is the data disk of: the first virtual machine (the disk is
 * attached to it), else the first scale set (each instance gets a disk of that size, written in the
 * scale set's own definition: a scale set takes no separate disk). None when no machine is asked.
 */
export function hostOf(plan: Planner): { host: Component; scaleSet: boolean } | undefined {
  const machine = MACHINES.flatMap((k) => plan.all(k))[0];
  if (machine) return { host: machine, scaleSet: false };
  const set = SCALE_SETS.flatMap((k) => plan.all(k))[0];
  return set && { host: set, scaleSet: true };
}

/** The data disks of `host` (a virtual machine or scale set): the disks of the request it is the host of. */
export function dataDisksOf(host: Component, plan: Planner): Component[] {
  return hostOf(plan)?.host === host ? plan.all('azure.managed_disk') : [];
}

/** What the request's settings decide for a managed disk, once for every format. */
export function decide(c: Component) {
  return { name: ownName(c, 'disk'), sku: 'Premium_LRS', sizeGb: c.attrs.storageGb ?? 64, networkAccess: 'DenyAll' };
}
