/** What the hashicorp/azurerm writers of Front Door share. */
import { type Component } from '../../../model/types';
import { expr } from '../../../model/hcl';
import { type TfContext } from '../../../render/terraform/context';

/** The host name Front Door forwards to: the origin's own, or one the user supplies. */
export function originHost(origin: Component | undefined, x: TfContext) {
  if (!origin)
    return x.variable('origin_host_name', { type: 'string', description: 'Host name of the origin Front Door serves' });
  if (origin.kind === 'azure.storage_account') return x.ref(origin, 'primary_web_host');
  if (origin.kind === 'azure.lb') return expr(`${x.addr(origin)}.frontend_ip_configuration[0].private_ip_address`);
  if (origin.kind === 'azure.container_app') return x.ref(origin, 'latest_revision_fqdn');
  if (origin.kind === 'azure.application_gateway')
    return x.variable('origin_host_name', { type: 'string', description: 'Host name of the application gateway' });
  return x.ref(origin, 'default_hostname');
}
