import { block } from '../../../model/hcl';
import { runtimeImage } from '../../../model/runtimes';
import { type TerraformWriter } from '../../../render/terraform/context';
import { runLimits } from '../settings';
import { inProject, labels, region, saEmail } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'google_cloud_run_v2_job',
  write: (c, x) =>
    void x.primary(c, {
      ...inProject(c, x, 49),
      location: region(x),
      deletion_protection: true,
      template: block({
        task_count: 1,
        template: block({
          service_account: saEmail(c, x),
          max_retries: 3,
          timeout: `${c.attrs.timeoutSeconds ?? 3600}s`,
          containers: block({
            image: c.attrs.image ?? runtimeImage(c.attrs) ?? 'us-docker.pkg.dev/cloudrun/container/job',
            resources: block({ limits: runLimits(c) }),
          }),
        }),
      }),
      labels: labels(c),
    }),
};
