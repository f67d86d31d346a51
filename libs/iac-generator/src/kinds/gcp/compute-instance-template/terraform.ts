import { block } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { bootImage, machineType, startupScript } from '../settings';
import { gName, labels, project, saEmail } from '../terraform/common';
import { shielded, spot } from '../terraform/compute';

export const terraform: TerraformWriter = {
  resourceType: 'google_compute_instance_template',
  write: (c, x) => {
    x.primary(c, {
      project: project(x),
      name_prefix: `${gName(c, 50)}-`,
      machine_type: machineType(c, 'e2-medium'),
      tags: [gName(c)],
      labels: labels(c),
      metadata: { 'block-project-ssh-keys': 'true', 'enable-oslogin': 'TRUE', 'startup-script': startupScript(c) },
      scheduling: spot(c),
      disk: block({
        source_image: bootImage(c),
        auto_delete: true,
        boot: true,
        disk_type: c.attrs.diskType ?? 'pd-balanced',
        disk_size_gb: c.attrs.storageGb,
      }),
      network_interface: block({ subnetwork: x.ref(c.ref.subnetwork as Component) }),
      service_account: block({ email: saEmail(c, x), scopes: ['cloud-platform'] }),
      shielded_instance_config: shielded(),
      lifecycle: block({ create_before_destroy: true }),
    });
  },
};
