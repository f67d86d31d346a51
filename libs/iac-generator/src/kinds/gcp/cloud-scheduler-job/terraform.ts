import { block, type Expr, expr } from '../../../model/hcl';
import { unixCron } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { inProject, region, saEmail } from '../terraform/common';
import { atTimeOfDay } from '../../time-of-day';

/** The address called: the service's (or the one stated), with the path said for the call when it has none. */
function callAddress(base: string | Expr, path: string | undefined): string | Expr {
  if (!path) return base;
  if (typeof base === 'string') return /^https?:\/\/[^/]+\/?$/.test(base) ? base.replace(/\/$/, '') + path : base;
  return expr(`"\${${base.code}}${path}"`);
}

export const terraform: TerraformWriter = {
  resourceType: 'google_cloud_scheduler_job',
  write: (c, x) => {
    // The address the request said the job calls, else the Cloud Run job or the topic it was planned with.
    const url = c.ref.runJob ? undefined : c.attrs.url;
    const service = c.ref.service as Component | undefined;
    x.primary(c, {
      ...inProject(c, x),
      region: region(x),
      schedule: unixCron(atTimeOfDay(c.attrs.schedule, c.attrs.timeOfDay)),
      time_zone: c.attrs.timeZone ?? 'Etc/UTC',
      pubsub_target: c.ref.topic
        ? block({ topic_name: x.ref(c.ref.topic as Component), data: expr('base64encode("run")') })
        : undefined,
      http_target: service
        ? block({
            http_method: c.attrs.httpMethod ?? (c.config.method as string | undefined) ?? 'POST',
            uri: callAddress(url ?? x.ref(service, 'uri'), c.attrs.path ?? (c.config.path as string | undefined)),
            // The service admits only signed calls: an OIDC token of the job's own identity, for the service's address.
            oidc_token: block({ service_account_email: saEmail(c, x), audience: x.ref(service, 'uri') }),
          })
        : url
          ? block({ http_method: 'GET', uri: callAddress(url, c.attrs.path) })
          : c.ref.runJob
            ? block({
                http_method: 'POST',
                uri: expr(
                  `"https://run.googleapis.com/v2/projects/\${var.project_id}/locations/\${var.region}/jobs/\${${x.addr(c.ref.runJob as Component)}.name}:run"`,
                ),
                oauth_token: block({ service_account_email: saEmail(c.ref.runJob as Component, x) }),
              })
            : undefined,
    });
  },
};
