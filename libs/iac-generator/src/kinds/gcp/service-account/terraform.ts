import { type TerraformWriter } from '../../../render/terraform/context';
import { gName, project } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'google_service_account',
  write: (c, x) =>
    void x.primary(c, {
      project: project(x),
      account_id: gName(c, 28).padEnd(6, '0'),
      display_name: `Service account for ${gName(c)}`,
    }),
};
