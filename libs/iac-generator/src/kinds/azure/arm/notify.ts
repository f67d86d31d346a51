/** Subscriptions, action groups and budgets as ARM resources (Bicep is printed from them): who is told, and where events go. */
import { type Component } from '../../../model/types';
import { ownName } from '../naming';
import { azName } from '../common';
import { armLimits } from '../messaging-limits';
import { entityName } from '../servicebus-entities';
import { budgetThreshold, shortName, statedEmail, statedUrl, subscriptionsOf } from '../notify';
import { ArmExpr, type ArmContext, type ArmWriter } from '../../../render/azure/arm-context';

/** An Event Grid webhook destination: the URL stated, else a parameter (Event Grid validates the endpoint first). */
const webhook = (c: Component, x: ArmContext) => ({
  endpointType: 'WebHook',
  properties: {
    endpointUrl:
      statedUrl(c) ??
      x.param(`${x.symbol(c)}WebhookUrl`, { type: 'string', description: 'HTTPS endpoint that receives the events' }),
  },
});

function eventSubscription(c: Component, x: ArmContext, topic: Component, name: string, symbol: string): void {
  x.add({
    symbol,
    type: 'Microsoft.EventGrid/topics/eventSubscriptions',
    apiVersion: '2022-06-15',
    name: x.child(x.nameOf(x.symbol(topic), 'evgt'), name),
    body: { properties: { destination: webhook(c, x), eventDeliverySchema: 'EventGridSchema' } },
    dependsOn: [x.symbol(topic)],
  });
}

export const NOTIFY_ARM: Record<string, ArmWriter> = {
  'azure.servicebus_subscription': {
    write: (c, x) => {
      const topic = c.ref.topic as Component;
      const ns = topic.ref.namespace as Component;
      x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.ServiceBus/namespaces/topics/subscriptions',
        apiVersion: '2022-10-01-preview',
        name: x.child(x.nameOf(x.symbol(ns), 'sb'), entityName(topic), azName(c, 50)),
        body: {
          properties: {
            maxDeliveryCount: c.attrs.maxReceives ?? 10,
            lockDuration: armLimits(c).lockDuration,
            defaultMessageTimeToLive: armLimits(c).defaultMessageTimeToLive,
            deadLetteringOnMessageExpiration: true,
            requiresSession: c.attrs.sessions,
          },
        },
        dependsOn: [x.symbol(topic)],
      });
    },
  },
  'azure.eventgrid_topic': {
    write: (c, x) => {
      x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.EventGrid/topics',
        apiVersion: '2022-06-15',
        name: x.unique(`evgt-${azName(c, 30)}`, '-'),
        body: {
          location: x.location(),
          identity: { type: 'SystemAssigned' },
          properties: {
            disableLocalAuth: true,
            publicNetworkAccess: c.attrs.flags.has('public') ? 'Enabled' : 'Disabled',
            inputSchema: 'EventGridSchema',
          },
        },
      });
      // An endpoint stated with the topic itself is its subscription's.
      if (statedUrl(c) && !subscriptionsOf(c, x.plan, 'azure.eventgrid_event_subscription').length)
        eventSubscription(c, x, c, `${azName(c, 40)}-webhook`, x.symbol(c, 'webhook'));
    },
  },
  'azure.eventgrid_event_subscription': {
    write: (c, x) => eventSubscription(c, x, c.ref.topic as Component, azName(c, 64), x.symbol(c)),
  },
  'azure.monitor_action_group': {
    write: (c, x) => {
      const email = statedEmail(c);
      const url = statedUrl(c);
      x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.Insights/actionGroups',
        apiVersion: '2023-01-01',
        name: ownName(c, 'ag'),
        body: {
          location: 'Global',
          tags: x.tags(c),
          properties: {
            groupShortName: shortName(azName(c)),
            enabled: true,
            emailReceivers:
              email || !url
                ? [
                    {
                      name: 'email',
                      emailAddress:
                        email ??
                        x.param(`${x.symbol(c)}Email`, {
                          type: 'string',
                          description: 'Email address the action group notifies',
                        }),
                      useCommonAlertSchema: true,
                    },
                  ]
                : undefined,
            webhookReceivers: url ? [{ name: 'webhook', serviceUri: url, useCommonAlertSchema: true }] : undefined,
          },
        },
      });
    },
  },
  'azure.consumption_budget_subscription': {
    write: (c, x) => {
      const email = statedEmail(c);
      x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.Consumption/budgets',
        apiVersion: '2023-05-01',
        name: ownName(c, 'budget'),
        body: {
          properties: {
            category: 'Cost',
            amount:
              c.attrs.amount ??
              x.param(`${x.symbol(c)}Amount`, { type: 'int', description: 'Budget amount in the billing currency' }),
            timeGrain: c.attrs.timeGrain ?? 'Monthly',
            // A budget starts on the first of a month.
            timePeriod: {
              startDate: x.param('budgetStartDate', {
                type: 'string',
                description: 'First day of the month the budget starts',
                defaultValue: new ArmExpr("utcNow('yyyy-MM-01')", "utcNow('yyyy-MM-01')"),
              }),
            },
            notifications: {
              actual: {
                enabled: true,
                operator: 'GreaterThanOrEqualTo',
                threshold: budgetThreshold(c),
                thresholdType: 'Actual',
                contactEmails: email ? [email] : undefined,
                // With no address stated, the owners are told.
                contactRoles: email ? undefined : ['Owner'],
              },
            },
          },
        },
      });
    },
  },
};
