import { type Component } from '../../../model/types';
import { ArmExpr, type ArmContext, type ArmWriter, armQuote } from '../../../render/azure/arm-context';
import { statedUrl } from '../notify';
import { azName } from '../common';
import { type Destination, destination, filters } from './destination';
import { retryPolicy } from './retry';

/** The destination as ARM spells it; a webhook's URL is the one stated, else a parameter. */
function deliverTo(c: Component, x: ArmContext, d: Destination) {
  switch (d.type) {
    case 'serviceBusQueue':
      return { endpointType: 'ServiceBusQueue', properties: { resourceId: x.ref(x.symbol(d.to)) } };
    case 'eventHub':
      return { endpointType: 'EventHub', properties: { resourceId: x.ref(x.symbol(d.to)) } };
    case 'storageQueue':
      return {
        endpointType: 'StorageQueue',
        properties: { resourceId: x.ref(x.symbol(d.account)), queueName: x.ref(x.symbol(d.to), 'name') },
      };
    case 'function': {
      const fn = x.param(`${x.symbol(c)}FunctionName`, {
        type: 'string',
        description: 'Name of the function that handles the events',
      });
      const app = x.nameOf(x.symbol(d.to), azName(d.to));
      const site = `resourceId('Microsoft.Web/sites', ${typeof app === 'string' ? armQuote(app) : app.inner})`;
      const siteBicep = `resourceId('Microsoft.Web/sites', ${typeof app === 'string' ? armQuote(app) : app.bicep})`;
      return {
        endpointType: 'AzureFunction',
        properties: {
          resourceId: new ArmExpr(
            `format('{0}/functions/{1}', ${site}, ${fn.inner})`,
            `'\${${siteBicep}}/functions/\${${fn.bicep}}'`,
          ),
        },
      };
    }
    default:
      return {
        endpointType: 'WebHook',
        properties: {
          endpointUrl:
            statedUrl(c) ??
            x.param(`${x.symbol(c)}WebhookUrl`, {
              type: 'string',
              description: 'HTTPS endpoint that receives the events',
            }),
        },
      };
  }
}

export const arm: ArmWriter = {
  write: (c, x) => {
    const topic = c.ref.topic as Component;
    const d = destination(c, x.plan);
    const retry = retryPolicy(c);
    const { types, begins, ends } = filters(c);
    const system = topic.kind === 'azure.eventgrid_system_topic';
    const properties = {
      destination: deliverTo(c, x, d),
      eventDeliverySchema: 'EventGridSchema',
      filter:
        types || begins || ends
          ? { includedEventTypes: types, subjectBeginsWith: begins, subjectEndsWith: ends }
          : undefined,
      retryPolicy: retry && { maxDeliveryAttempts: retry.attempts, eventTimeToLiveInMinutes: retry.minutes },
    };
    const dependsOn = [x.symbol(topic), ...(d.type === 'webhook' ? [] : [x.symbol(d.to)])];
    if (system)
      x.resource(c, 'Microsoft.EventGrid/systemTopics/eventSubscriptions', '2022-06-15', {
        name: x.under(topic, azName(topic, 128), azName(c, 64)),
        properties,
        dependsOn,
      });
    else
      x.resource(c, 'Microsoft.EventGrid/topics/eventSubscriptions', '2022-06-15', {
        name: x.under(topic, 'evgt', azName(c, 64)),
        properties,
        dependsOn,
      });
  },
};
