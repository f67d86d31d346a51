/**
 * A Service Bus namespace said with its tier between the words ("service bus premium namespace X")
 * or as "ns" keeps the name given; names listed after a plural ("subs a + b", "queues a and b")
 * are all written; a lock said in short words ("lock 90 sec") is the queue's.
 */
import { type FormatId } from '@infragen/contracts';
import { generated } from '../../testing/resources';

const AZURE = ['terraform-azurerm', 'arm', 'bicep'] as const satisfies readonly FormatId[];
const names = (resources: { type: string; body: Record<string, unknown> }[], re: RegExp) =>
  resources.filter((r) => re.test(r.type)).map((r) => String(r.body.name).split('/').at(-1));

describe('a Service Bus namespace and its entities as said', () => {
  it.each(
    AZURE.flatMap((format) =>
      [
        ['service bus premium namespace sbn-claims-01 with queues intake and rework', ['intake', 'rework'], []],
        [
          'Service Bus standard ns sbn-claims-01, topic claim-events w/ subs pricing + ranking',
          [],
          ['pricing', 'ranking'],
        ],
        [
          'service bus ns sbn-claims-01: topic claim-events with subscriptions fraud-check and payouts-eu',
          [],
          ['fraud-check', 'payouts-eu'],
        ],
      ].map(([prompt, queues, subs]) => [format, prompt as string, queues as string[], subs as string[]] as const),
    ),
  )('%s: %s', async (format, prompt, queues, subs) => {
    const { result, resources, errors } = await generated(prompt, format);
    expect(errors).toEqual([]);
    expect(names(resources, /servicebus_namespace$|ServiceBus\/namespaces$/)).toEqual(['sbn-claims-01']);
    expect(names(resources, /servicebus_queue$|namespaces\/queues$/).sort()).toEqual(queues);
    expect(names(resources, /servicebus_subscription$|topics\/subscriptions$/).sort()).toEqual(subs);
    expect(result.explanation).not.toMatch(/not (?:covered|read): '[^']*sbn-claims-01/);
  });

  it.each(AZURE)('%s: a lock said as "lock 90 sec"', async (format) => {
    const { resources, errors } = await generated(
      'service bus namespace sbn-claims-01 with a queue intake (lock 90 sec, max 4 deliveries)',
      format,
    );
    expect(errors).toEqual([]);
    const queue = JSON.stringify(resources.find((r) => /servicebus_queue$|namespaces\/queues$/.test(r.type))?.body);
    expect(queue).toMatch(/PT90S|PT1M30S/);
  });
});
