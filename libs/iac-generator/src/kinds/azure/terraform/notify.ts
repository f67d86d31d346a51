/** Subscriptions, action groups and budgets as hashicorp/azurerm resources: who is told, and where events go. */
import { type Component } from '../../../model/types';
import { block, expr } from '../../../model/hcl';
import { ownName } from '../naming';
import { azName } from '../common';
import { budgetThreshold, shortName, statedEmail, statedUrl, subscriptionsOf } from '../notify';
import { globalName, placed, tags } from './common';
import { terraformLimits } from '../messaging-limits';
import { type TerraformWriter, type TfContext } from '../../../render/terraform/context';

/** An Event Grid webhook destination: the URL stated, else a variable (Event Grid validates the endpoint first). */
const webhook = (c: Component, x: TfContext) =>
  block({
    url:
      statedUrl(c) ??
      x.variable(`${c.id}_webhook_url`, { type: 'string', description: 'HTTPS endpoint that receives the events' }),
  });

export const NOTIFY_TERRAFORM: Record<string, TerraformWriter> = {
  'azure.servicebus_subscription': {
    resourceType: 'azurerm_servicebus_subscription',
    write: (c, x) =>
      void x.primary(c, {
        name: azName(c, 50),
        topic_id: x.ref(c.ref.topic as Component),
        max_delivery_count: c.attrs.maxReceives ?? 10,
        lock_duration: terraformLimits(c).lock_duration,
        default_message_ttl: terraformLimits(c).default_message_ttl,
        dead_lettering_on_message_expiration: true,
        requires_session: c.attrs.sessions,
      }),
  },
  'azure.eventgrid_topic': {
    resourceType: 'azurerm_eventgrid_topic',
    write: (c, x) => {
      x.primary(
        c,
        {
          name: globalName(c, x, 50),
          ...placed(c, x),
          local_auth_enabled: false,
          public_network_access_enabled: c.attrs.flags.has('public'),
          identity: block({ type: 'SystemAssigned' }),
          tags: tags(c),
        },
        'Publishers sign in with Entra ID (access keys off).',
      );
      // An endpoint stated with the topic itself is its subscription's.
      if (statedUrl(c) && !subscriptionsOf(c, x.plan, 'azure.eventgrid_event_subscription').length)
        x.resource('azurerm_eventgrid_event_subscription', c.id, {
          name: `${azName(c, 40)}-webhook`,
          scope: x.ref(c),
          webhook_endpoint: webhook(c, x),
        });
    },
  },
  'azure.eventgrid_event_subscription': {
    resourceType: 'azurerm_eventgrid_event_subscription',
    write: (c, x) =>
      void x.primary(c, {
        name: azName(c, 64),
        scope: x.ref(c.ref.topic as Component),
        webhook_endpoint: webhook(c, x),
      }),
  },
  'azure.monitor_action_group': {
    resourceType: 'azurerm_monitor_action_group',
    write: (c, x) => {
      const email = statedEmail(c);
      const url = statedUrl(c);
      x.primary(c, {
        name: ownName(c, 'ag'),
        resource_group_name: x.ref(c.ref.group as Component, 'name'),
        short_name: shortName(azName(c)),
        email_receiver:
          email || !url
            ? block({
                name: 'email',
                email_address:
                  email ??
                  x.variable(`${c.id}_email`, {
                    type: 'string',
                    description: 'Email address the action group notifies',
                  }),
                use_common_alert_schema: true,
              })
            : undefined,
        webhook_receiver: url ? block({ name: 'webhook', service_uri: url, use_common_alert_schema: true }) : undefined,
        tags: tags(c),
      });
    },
  },
  'azure.consumption_budget_subscription': {
    resourceType: 'azurerm_consumption_budget_subscription',
    write: (c, x) => {
      x.data('azurerm_subscription', 'current', {});
      const email = statedEmail(c);
      x.primary(
        c,
        {
          name: ownName(c, 'budget'),
          subscription_id: expr('data.azurerm_subscription.current.id'),
          amount:
            c.attrs.amount ??
            x.variable(`${c.id}_amount`, { type: 'number', description: 'Budget amount in the billing currency' }),
          time_grain: c.attrs.timeGrain ?? 'Monthly',
          // A budget starts on the first of a month; the start is kept once created.
          time_period: block({ start_date: expr(`formatdate("YYYY-MM-01'T'00:00:00Z", timestamp())`) }),
          notification: block({
            enabled: true,
            threshold: budgetThreshold(c),
            operator: 'GreaterThanOrEqualTo',
            threshold_type: 'Actual',
            contact_emails: email ? [email] : undefined,
            // With no address stated, the subscription's owners are told.
            contact_roles: email ? undefined : ['Owner'],
          }),
          lifecycle: block({ ignore_changes: [expr('time_period')] }),
        },
        'Notifies when actual spend reaches the threshold.',
      );
    },
  },
};
