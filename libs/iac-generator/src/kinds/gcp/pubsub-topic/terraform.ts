import { type TerraformWriter } from '../../../render/terraform/context';
import { inProject, labels } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'google_pubsub_topic',
  write: (c, x) =>
    void x.primary(c, {
      ...inProject(c, x),
      message_retention_duration: `${Math.min(31, c.attrs.retentionDays ?? 7) * 86400}s`,
      labels: labels(c),
    }),
};
