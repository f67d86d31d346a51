import { block } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { bootDiskGb, bootImage, machineType, startupScript } from '../settings';
import { gName, inProject, labels, saEmail, zoneOf } from '../terraform/common';
import { shielded, spot } from '../terraform/compute';

/**
 * The machine the request's data disks are asked with: the first VM (each disk is attached to it,
 * in its zone), none when no VM is asked. A disk nothing attaches serves no machine.
 */
export const diskHost = (plan: { all(kind: string): Component[] }): Component | undefined =>
  plan.all('gcp.compute_instance')[0];

const dataDisks = (c: Component, plan: { all(kind: string): Component[] }): Component[] =>
  diskHost(plan) === c ? plan.all('gcp.compute_disk') : [];

export const terraform: TerraformWriter = {
  resourceType: 'google_compute_instance',
  write: (c, x) => {
    x.primary(
      c,
      {
        ...inProject(c, x),
        zone: zoneOf(c, x),
        machine_type: machineType(c, 'e2-medium'),
        deletion_protection: true,
        scheduling: spot(c),
        tags: [gName(c)],
        labels: labels(c),
        metadata: { 'block-project-ssh-keys': 'true', 'enable-oslogin': 'TRUE', 'startup-script': startupScript(c) },
        boot_disk: block({
          initialize_params: block({
            image: bootImage(c),
            size: bootDiskGb(c),
            type: c.attrs.diskType ?? 'pd-balanced',
          }),
        }),
        attached_disk: dataDisks(c, x.plan).length
          ? dataDisks(c, x.plan).map((d) => block({ source: x.ref(d) }))
          : undefined,
        network_interface: block({ subnetwork: x.ref(c.ref.subnetwork as Component) }),
        service_account: block({ email: saEmail(c, x), scopes: ['cloud-platform'] }),
        shielded_instance_config: shielded(),
      },
      'No public IP, OS Login instead of project SSH keys, Shielded VM, its own service account.',
    );
  },
};
