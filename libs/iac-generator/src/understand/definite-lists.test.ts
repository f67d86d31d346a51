/**
 * "Create the storage account and queue too": the article opens the whole list, so the general word
 * after "and" refers back to the thing of that word read before (the storage queue), never a second
 * thing of another service (a Service Bus queue).
 */
import { understand } from './understand';
import { inDefiniteList } from './refers-back';
import { normalise, tokensAt } from './text';

const kinds = (prompt: string) => understand(prompt, 'azure').mentions.map((m) => m.kind);

describe('a general word closing a list the article opens', () => {
  it.each([
    'a function app reading a storage queue named jobs on a storage account. Create the storage account and queue as well.',
    'an app that drains the storage queue "inbox" in a storage account; please also make the account and queue.',
    'a storage queue called work in a storage account; add the storage account and the queue.',
  ])('refers back: %s', (prompt) => {
    expect(kinds(prompt)).not.toContain('azure.servicebus_queue');
    expect(kinds(prompt)).toContain('azure.storage_queue');
  });

  it('keeps a thing the list introduces', () => {
    expect(kinds('a storage account and a service bus queue')).toContain('azure.servicebus_queue');
  });

  it('reads the list', () => {
    const at = (text: string, word: string) => {
      const tokens = tokensAt(normalise(text));
      return inDefiniteList(
        tokens,
        tokens.findIndex((t) => t.word === word),
      );
    };
    expect(at('create the storage account and queue too', 'queue')).toBe(true);
    expect(at('create a storage account and queue too', 'queue')).toBe(false);
    expect(at('the account and a queue', 'queue')).toBe(false);
  });
});
