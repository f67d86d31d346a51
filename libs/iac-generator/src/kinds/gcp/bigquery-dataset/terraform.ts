import { expr } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { gName, labels, project } from '../terraform/common';
import { statedLocation } from '../terraform/data';

export const terraform: TerraformWriter = {
  resourceType: 'google_bigquery_dataset',
  write: (c, x) =>
    void x.primary(c, {
      project: project(x),
      dataset_id: gName(c).replace(/-/g, '_'),
      location: statedLocation(c) ?? expr('upper(var.region)'),
      delete_contents_on_destroy: false,
      default_table_expiration_ms: c.attrs.retentionDays ? c.attrs.retentionDays * 86400000 : undefined,
      labels: labels(c),
    }),
};
