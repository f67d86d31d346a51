import { isReplaced, namedIn, onlyNames, replacementOf } from './replacements';

describe('what a follow-up puts in the place of what', () => {
  it.each([
    ['swap the Redis cache for Memcached', 'the Redis cache', 'Memcached'],
    ['replace the NAT gateway with a NAT instance', 'the NAT gateway', 'a NAT instance'],
    ['please use Cloud SQL instead of the VM database', 'the VM database', 'please use Cloud SQL'],
    ['rather than a topic', 'a topic', undefined],
  ])('%s', (phrase, old, replacement) => {
    expect(replacementOf(phrase)).toEqual({ old, new: replacement });
  });

  it('says no replacement where none is said', () => {
    expect(replacementOf('make it 3 replicas')).toBeUndefined();
    expect(replacementOf('add a Redis cache')).toBeUndefined();
  });

  it('tells the words of the replaced thing from those of the new one', () => {
    const r = replacementOf('swap the storage queue for a Service Bus queue');
    expect(isReplaced(r, 'storage queue')).toBe(true);
    expect(isReplaced(r, 'service bus queue')).toBe(false);
    // "queue" is in both: not the replaced one's own words.
    expect(isReplaced(r, 'queue')).toBe(false);
  });

  it('finds an earlier thing by its name or its kind word', () => {
    expect(namedIn('the events queue', { names: [], text: 'sqs queue' })).toBe(true);
    expect(namedIn('billing', { names: ['billing'], text: 'topic' })).toBe(true);
    expect(namedIn('the bucket', { names: [], text: 'sqs queue' })).toBe(false);
  });

  it("tells words that are only a thing's from words of its properties", () => {
    const topic = { names: ['notices'], text: 'sns topic', kind: 'aws.sns_topic' };
    expect(onlyNames('the topic', topic)).toBe(true);
    expect(onlyNames('that old notices topic', topic)).toBe(true);
    expect(onlyNames('encryption on the topic', topic)).toBe(false);
  });
});
