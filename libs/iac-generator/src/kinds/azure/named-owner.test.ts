/**
 * "name it X" after the parts a thing needs ("needs its storage account and app insights. name it
 * X") names that thing, not its last part; said of a thing alone, it still names that thing.
 */
import { type FormatId } from '@infragen/contracts';
import { generated } from '../../testing/resources';

const AZURE = ['terraform-azurerm', 'arm', 'bicep'] as const satisfies readonly FormatId[];

describe('a name given to "it" after its parts', () => {
  it.each(AZURE)('%s', async (format) => {
    const { resources, errors } = await generated(
      'a serverless function on azure, python 3.12, consumption plan, needs its storage account and app insights. name it fn-tally-07',
      format,
    );
    expect(errors).toEqual([]);
    const app = resources.find((r) => /function_app$|Web\/sites$/.test(r.type));
    expect(app?.body.name).toBe('fn-tally-07');
    const insights = resources.find((r) => /application_insights$|Insights\/components$/.test(r.type));
    expect(insights?.body.name).not.toBe('fn-tally-07');
  });

  it.each(AZURE)('%s: a thing alone keeps the name', async (format) => {
    const { resources, errors } = await generated('a service bus queue with sessions on, call it intake-02', format);
    expect(errors).toEqual([]);
    expect(String(resources.find((r) => /servicebus_queue$|namespaces\/queues$/.test(r.type))?.body.name)).toMatch(
      /(^|\/)intake-02'?\)?\]?$/,
    );
  });
});
