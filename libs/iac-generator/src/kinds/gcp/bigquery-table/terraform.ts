import { block, expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { gName, labels, project } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'google_bigquery_table',
  write: (c, x) =>
    void x.primary(c, {
      project: project(x),
      dataset_id: x.ref(c.ref.dataset as Component, 'dataset_id'),
      table_id: gName(c).replace(/-/g, '_'),
      deletion_protection: true,
      time_partitioning: block({ type: 'DAY', field: 'event_time' }),
      schema: expr(
        'jsonencode([{ name = "event_time", type = "TIMESTAMP", mode = "REQUIRED" }, { name = "payload", type = "JSON", mode = "NULLABLE" }])',
      ),
      labels: labels(c),
    }),
};
