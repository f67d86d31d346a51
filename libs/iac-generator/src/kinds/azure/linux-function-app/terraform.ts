import { block, expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { stackOf } from '../settings';
import { globalName, placed, tags } from '../terraform/common';
import { integration, telemetrySettings } from '../terraform/compute';
import { decide } from './decide';
import { QUEUE_CONNECTION } from '../queue-trigger';
import { SQL_USER_NOTE, sqlConnectionTerraform } from '../sql-connection';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_linux_function_app',
  write: (c, x) => {
    const { stack, storage: sa, bus, queueAccount } = decide(c);
    x.primary(
      c,
      {
        name: globalName(c, x, 60, 'label'),
        ...placed(c, x),
        service_plan_id: x.ref(c.ref.plan as Component),
        storage_account_name: x.ref(sa, 'name'),
        storage_uses_managed_identity: true,
        https_only: true,
        virtual_network_subnet_id: integration(c, x),
        site_config: block({
          minimum_tls_version: '1.2',
          ftps_state: 'Disabled',
          vnet_route_all_enabled: integration(c, x) ? true : undefined,
          application_stack: block(stackOf(stack)),
          application_insights_connection_string: c.ref.insights
            ? x.ref(c.ref.insights as Component, 'connection_string')
            : undefined,
        }),
        // A Service Bus trigger or output connects with the app's identity: the namespace's host name, no connection string.
        app_settings:
          bus || queueAccount || c.ref.insights
            ? {
                // A storage queue trigger's connection (connection = "QueueStorage"): the account's queue service, no key.
                ...(queueAccount ? { [QUEUE_CONNECTION]: x.ref(queueAccount, 'primary_queue_endpoint') } : {}),
                ...(bus
                  ? {
                      ServiceBusConnection__fullyQualifiedNamespace: expr(
                        `"\${${x.addr(bus)}.name}.servicebus.windows.net"`,
                      ),
                    }
                  : {}),
                ...telemetrySettings(c, x, true),
              }
            : undefined,
        connection_string: sqlConnectionTerraform(c, x) && block(sqlConnectionTerraform(c, x)!),
        identity: block({ type: 'SystemAssigned' }),
        tags: tags(c),
      },
      `Reaches its storage with its managed identity, not an account key.${c.ref.sql ? SQL_USER_NOTE : ''}`,
    );
    x.resource('azurerm_role_assignment', `${c.id}_storage`, {
      scope: x.ref(sa),
      role_definition_name: 'Storage Blob Data Owner',
      principal_id: expr(`${x.addr(c)}.identity[0].principal_id`),
    });
  },
};
