import { block, expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { gName, labels, project } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'google_bigquery_table',
  write: (c, x) => {
    // Partitioned on the column stated (by the unit stated, else by day), else on its own event time;
    // clustered by the columns stated, in their order. Every column named is in the schema (its type
    // a default to check: a timestamp to partition on, strings to cluster by).
    const time = c.attrs.partitionField ?? 'event_time';
    const cluster = (c.attrs.clusterBy ?? []).filter((col) => col !== time);
    const columns = [
      `{ name = "${time}", type = "TIMESTAMP", mode = "REQUIRED" }`,
      ...cluster.map((col) => `{ name = "${col}", type = "STRING", mode = "NULLABLE" }`),
      '{ name = "payload", type = "JSON", mode = "NULLABLE" }',
    ];
    x.primary(c, {
      project: project(x),
      dataset_id: x.ref(c.ref.dataset as Component, 'dataset_id'),
      table_id: gName(c).replace(/-/g, '_'),
      deletion_protection: true,
      time_partitioning: block({ type: c.attrs.partitionUnit ?? 'DAY', field: time }),
      clustering: c.attrs.clusterBy?.length ? c.attrs.clusterBy : undefined,
      schema: expr(`jsonencode([${columns.join(', ')}])`),
      labels: labels(c),
    });
  },
};
