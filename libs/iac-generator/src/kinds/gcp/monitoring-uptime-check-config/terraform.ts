import { block } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { gName, project } from '../terraform/common';
import { target } from '../terraform/monitoring';

export const terraform: TerraformWriter = {
  resourceType: 'google_monitoring_uptime_check_config',
  write: (c, x) => {
    const { host, path, ssl } = target(c);
    x.primary(
      c,
      {
        project: project(x),
        display_name: gName(c),
        // The timeout stated (the API takes 1 to 60 seconds), else 10 seconds.
        timeout: `${Math.min(Math.max(c.attrs.timeoutSeconds ?? 10, 1), 60)}s`,
        period: '60s',
        http_check: block({ path, port: ssl ? 443 : 80, use_ssl: ssl, validate_ssl: ssl }),
        monitored_resource: block({
          type: 'uptime_url',
          labels: {
            project_id: project(x),
            host:
              host ?? x.variable(`${c.id}_host`, { type: 'string', description: 'Host name the uptime check probes' }),
          },
        }),
      },
      'Probed every minute from several regions; the certificate is validated over HTTPS.',
    );
  },
};
