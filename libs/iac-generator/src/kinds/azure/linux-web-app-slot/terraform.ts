import { block } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { stackOf } from '../settings';
import { tags } from '../terraform/common';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_linux_web_app_slot',
  write: (c, x) => {
    const { name, app, stack } = decide(c);
    x.primary(
      c,
      {
        name,
        app_service_id: x.ref(app),
        https_only: true,
        public_network_access_enabled: true,
        site_config: block({
          minimum_tls_version: '1.2',
          ftps_state: 'Disabled',
          http2_enabled: true,
          application_stack: block(stackOf(stack, true)),
        }),
        identity: block({ type: 'SystemAssigned' }),
        tags: tags(c),
      },
      'A slot of the web app on its plan (Standard tier or higher has slots): HTTPS only, TLS 1.2, FTP off, its own managed identity.',
    );
  },
};
