/**
 * Service Bus queue settings stated with the queue or with its namespace are the queue's, in every
 * Azure format: duplicate detection with the window it looks back over, and sessions.
 */
import { type FormatId } from '@infragen/contracts';
import { generated } from '../../testing/resources';

const AZURE = ['terraform-azurerm', 'arm', 'bicep'] as const satisfies readonly FormatId[];

describe('duplicate detection of a Service Bus queue', () => {
  it.each(
    AZURE.flatMap((format) =>
      [
        ['a service bus queue invoices with duplicate detection over a 30 minute window', 'PT30M'],
        [
          'a Service Bus namespace (Standard) with a queue named payments, duplicate detection (2 hours) and sessions',
          'PT120M',
        ],
        ['service bus queue jobs, duplicate detection on', undefined],
      ].map(([prompt, window]) => [format, prompt, window] as const),
    ),
  )('%s: %s', async (format, prompt, window) => {
    const { result, resources, errors } = await generated(prompt!, format);
    expect(errors).toEqual([]);
    const queue = JSON.stringify(resources.find((r) => /servicebus_queue$|namespaces\/queues$/.test(r.type))?.body);
    expect(queue).toMatch(/"requires_?[dD]uplicate_?[dD]etection":true/);
    if (window) expect(queue).toContain(window);
    expect(result.explanation).not.toMatch(/not (?:covered|read): '[^']*duplicate/i);
  });
});
