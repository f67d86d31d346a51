import { type TerraformWriter } from '../../../render/terraform/context';
import { gName, project, region } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'google_logging_project_bucket_config',
  write: (c, x) =>
    void x.primary(c, {
      project: project(x),
      location: region(x),
      bucket_id: gName(c),
      retention_days: Math.max(30, c.attrs.retentionDays ?? 30),
    }),
};
