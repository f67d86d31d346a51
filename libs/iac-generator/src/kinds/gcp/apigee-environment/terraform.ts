import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { gName } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'google_apigee_environment',
  write: (c, x) => {
    x.primary(c, { org_id: x.ref(c.ref.org as Component), name: gName(c, 32), display_name: c.name ?? undefined });
    // Proxies deployed to an environment run on the instances it is attached to.
    for (const instance of x.plan.all('gcp.apigee_instance'))
      x.resource('google_apigee_instance_attachment', `${c.id}_${instance.id}`, {
        instance_id: x.ref(instance),
        environment: x.ref(c, 'name'),
      });
  },
};
