import { block } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { inProject } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'google_compute_health_check',
  write: (c, x) =>
    void x.primary(c, {
      ...inProject(c, x),
      check_interval_sec: 10,
      timeout_sec: 5,
      healthy_threshold: 2,
      unhealthy_threshold: 3,
      http_health_check: block({ port: c.attrs.ports[0] ?? 80, request_path: c.attrs.path ?? '/' }),
      log_config: block({ enable: true }),
    }),
};
