import { block, expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { stackOf } from '../settings';
import { globalName, placed, tags } from '../terraform/common';
import { integration, telemetrySettings } from '../terraform/compute';
import { containerImage, statedAppSettings } from './container';
import { decide } from './decide';
import { SQL_USER_NOTE, sqlConnectionTerraform } from '../sql-connection';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_linux_web_app',
  write: (c, x) => {
    const { stack, alwaysOn, http2 } = decide(c);
    const image = containerImage(c);
    x.primary(
      c,
      {
        name: globalName(c, x, 60, 'label'),
        ...placed(c, x),
        service_plan_id: x.ref(c.ref.plan as Component),
        https_only: true,
        public_network_access_enabled: true,
        client_certificate_mode: 'Optional',
        virtual_network_subnet_id: integration(c, x),
        site_config: block({
          minimum_tls_version: '1.2',
          ftps_state: 'Disabled',
          http2_enabled: http2,
          always_on: alwaysOn,
          vnet_route_all_enabled: integration(c, x) ? true : undefined,
          // A container said to run replaces the language stack.
          application_stack: block(
            image ? { docker_image_name: image.name, docker_registry_url: image.registryUrl } : stackOf(stack, true),
          ),
        }),
        app_settings: { ...statedAppSettings(c), ...telemetrySettings(c, x) },
        connection_string: sqlConnectionTerraform(c, x) && block(sqlConnectionTerraform(c, x)!),
        identity: block({ type: 'SystemAssigned' }),
        tags: tags(c),
      },
      `HTTPS only, TLS 1.2, FTP off, a managed identity for reaching other services.${c.ref.sql ? SQL_USER_NOTE : ''}`,
    );
    x.output(`${c.id}_url`, expr(`"https://\${${x.addr(c)}.default_hostname}"`), 'Web app URL');
  },
};
