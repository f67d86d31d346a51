import { block, expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter, type TfContext } from '../../../render/terraform/context';
import { azName } from '../common';
import { webhook } from '../terraform/notify';
import { type Destination, destination, filters } from './destination';
import { retryPolicy } from './retry';

/** The destination's arguments, as both subscription resources spell them. */
function deliverTo(c: Component, x: TfContext, d: Destination) {
  switch (d.type) {
    case 'serviceBusQueue':
      return { service_bus_queue_endpoint_id: x.ref(d.to) };
    case 'eventHub':
      return { eventhub_endpoint_id: x.ref(d.to) };
    case 'storageQueue':
      return {
        storage_queue_endpoint: block({ storage_account_id: x.ref(d.account), queue_name: x.ref(d.to, 'name') }),
      };
    case 'function': {
      const fn = x.variable(`${c.id}_function_name`, {
        type: 'string',
        description: 'Name of the function that handles the events',
      });
      return {
        azure_function_endpoint: block({ function_id: expr(`"\${${x.addr(d.to)}.id}/functions/\${${fn.code}}"`) }),
      };
    }
    default:
      return { webhook_endpoint: webhook(c, x) };
  }
}

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_eventgrid_event_subscription',
  write: (c, x) => {
    const retry = retryPolicy(c);
    const topic = c.ref.topic as Component;
    const { types, begins, ends } = filters(c);
    const body = {
      name: azName(c, 64),
      ...deliverTo(c, x, destination(c, x.plan)),
      included_event_types: types,
      subject_filter: begins || ends ? block({ subject_begins_with: begins, subject_ends_with: ends }) : undefined,
      retry_policy: retry && block({ max_delivery_attempts: retry.attempts, event_time_to_live: retry.minutes }),
    };
    if (topic.kind === 'azure.eventgrid_system_topic')
      x.resource('azurerm_eventgrid_system_topic_event_subscription', c.id, {
        system_topic: x.ref(topic, 'name'),
        resource_group_name: x.ref(topic, 'resource_group_name'),
        ...body,
      });
    else x.primary(c, { scope: x.ref(topic), ...body });
  },
};
