/**
 * Apigee as hashicorp/google resources. The organization uses Private Service Connect rather than
 * VPC peering, so it needs no network of its own; environments are attached to every instance.
 */
import { type Component } from '../../../model/types';
import { expr } from '../../../model/hcl';
import { gName, project, region } from './common';
import { type TerraformWriter } from '../../../render/terraform/context';

export const APIGEE_TERRAFORM: Record<string, TerraformWriter> = {
  'gcp.apigee_organization': {
    resourceType: 'google_apigee_organization',
    write: (c, x) =>
      void x.primary(
        c,
        {
          project_id: project(x),
          analytics_region: c.attrs.regions[0] ?? region(x),
          runtime_type: 'CLOUD',
          disable_vpc_peering: true,
          display_name: c.name ?? undefined,
        },
        'Apigee X without VPC peering: backends are reached through Private Service Connect. Provisioning takes up to an hour.',
      ),
  },
  'gcp.apigee_environment': {
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
  },
  'gcp.apigee_instance': {
    resourceType: 'google_apigee_instance',
    write: (c, x) =>
      void x.primary(c, {
        org_id: x.ref(c.ref.org as Component),
        name: gName(c, 32),
        location: c.attrs.regions[0] ?? region(x),
        consumer_accept_list: [expr('var.project_id')],
      }),
  },
};
