/**
 * The Service Bus subscription rule, the kind added as one folder (the proof of issue 23): the
 * phrasings that name it, in every Azure format, read back with the format's parser and checked
 * (zero errors); the rule filters a subscription (one is added when none is asked for) and takes
 * none of the subscription's own settings.
 */
import { generated, of } from '../../../testing/resources';

const RULE = {
  'terraform-azurerm': 'azurerm_servicebus_subscription_rule',
  arm: 'Microsoft.ServiceBus/namespaces/topics/subscriptions/rules',
  bicep: 'Microsoft.ServiceBus/namespaces/topics/subscriptions/rules',
} as const;
const SUBSCRIPTION = {
  'terraform-azurerm': 'azurerm_servicebus_subscription',
  arm: 'Microsoft.ServiceBus/namespaces/topics/subscriptions',
  bicep: 'Microsoft.ServiceBus/namespaces/topics/subscriptions',
} as const;
const FORMATS = Object.keys(RULE) as (keyof typeof RULE)[];

describe('Service Bus subscription rules', () => {
  it.each(
    FORMATS.flatMap((format) =>
      [
        'Service Bus namespace with a topic called orders, a service bus subscription and a subscription rule filtering high priority messages',
        'An Azure Service Bus topic with a subscription filter',
        'a service bus rule with a sql filter on the invoices topic subscription',
      ].map((prompt) => [format, prompt] as const),
    ),
  )('%s: %s', async (format, prompt) => {
    const { resources, errors } = await generated(prompt, format);
    expect(errors).toEqual([]);
    const rules = of(resources, RULE[format]);
    expect(rules).toHaveLength(1);
    // One subscription, the rule's: none is written twice for it.
    expect(of(resources, SUBSCRIPTION[format])).toHaveLength(1);
    const body = rules[0].body as Record<string, unknown>;
    const filterType =
      format === 'terraform-azurerm' ? body.filter_type : (body.properties as { filterType?: string }).filterType;
    expect(filterType).toBe('SqlFilter');
  });

  it("takes none of the subscription's settings: the delivery count stays with the subscription", async () => {
    const { resources } = await generated(
      'A service bus topic with a subscription with max delivery count 4, lock duration 90 seconds and a subscription rule',
      'terraform-azurerm',
    );
    const [subscription] = of(resources, 'azurerm_servicebus_subscription');
    expect([subscription.body.max_delivery_count, subscription.body.lock_duration]).toEqual([4, 'PT1M30S']);
  });

  it('is not read on AWS, where "subscription" keeps its SNS meaning', async () => {
    const { resources } = await generated('An SNS topic with an email subscription', 'terraform');
    expect(of(resources, 'azurerm_servicebus_subscription_rule')).toEqual([]);
    expect(of(resources, 'aws_sns_topic')).toHaveLength(1);
  });
});
