import { type TerraformWriter } from '../../../render/terraform/context';
import { project, region } from '../terraform/common';

export const terraform: TerraformWriter = {
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
};
