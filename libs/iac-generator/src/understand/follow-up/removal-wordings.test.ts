/**
 * The many ways a follow-up says a part is no longer wanted, what it names as that part, and the
 * words beside a removal that carry out nothing of their own ("we don't need it", "keep the rest").
 */
import { keepsTheRest, repeatsRemoval, saysLater, withoutPartWords } from './asides';
import { operationOf, removalOf } from './operations';

describe('removal wordings', () => {
  it.each([
    ['scratch the metrics exporter', 'the metrics exporter'],
    ['forget about the CDN', 'the CDN'],
    ['skip the cache', 'the cache'],
    ['lose the bastion host', 'the bastion host'],
    ['nix the second subnet', 'the second subnet'],
    ['leave out the NAT gateway', 'the NAT gateway'],
    ['we can do without the queue', 'the queue'],
    ["we won't need the load balancer anymore", 'the load balancer'],
    ['I don’t want the topic after all', 'the topic'],
    ["the read replica isn't needed anymore", 'the read replica'],
    ['the VPN gateway is no longer required', 'the VPN gateway'],
    ['no need for the HPA', 'the HPA'],
    ['the jump box can go', 'the jump box'],
  ])('%s removes %s', (phrase, words) => {
    expect(operationOf(phrase).remove).toBe(true);
    expect(removalOf(phrase)?.words).toBe(words);
  });

  it.each([
    'skip the final snapshot',
    "don't forget to enable encryption",
    'expire noncurrent versions after 60 days',
    'make sure we never lose data',
    'add a cache in front of it',
  ])('removes nothing: %s', (phrase) => {
    expect(operationOf(phrase).remove).toBe(false);
  });

  it.each([
    'keep the rest',
    'leave everything else as is',
    'the rest stays the same',
    'everything else unchanged',
    'but keep the others',
  ])('only keeps the rest: %s', (phrase) => {
    expect(keepsTheRest(phrase)).toBe(true);
  });

  it.each(['keep the bucket private', 'the rest of the subnets get a NAT route'])(
    'says more than that: %s',
    (phrase) => {
      expect(keepsTheRest(phrase)).toBe(false);
    },
  );

  it('a removal that only points back says again the removal before it in its turn', () => {
    const phrases = ['an S3 bucket and a queue', 'scratch the queue', "we don't need it"];
    const ops = phrases.map((p, i) => (i > 0 ? operationOf(p) : undefined));
    const sameTurn = (k: number) => k > 0;
    expect(repeatsRemoval(phrases, 2, sameTurn, ops, (k) => k === 1)).toBe(true);
    // With no removal carried out before it, it says nothing of which thing it means.
    expect(repeatsRemoval(phrases, 2, sameTurn, ops, () => false)).toBe(false);
  });

  it('"the function part" names no thing called "part"', () => {
    expect(withoutPartWords(['part'])).toEqual([]);
    expect(withoutPartWords(['billing-fn', 'bit'])).toEqual(['billing-fn']);
  });

  it.each([
    ["we'll wire up Slack through Chatbot later", true],
    ['we will probably add a CDN at some point', true],
    ['delete objects 30 days later', false],
    ['add a queue later in the pipeline', false],
  ])('a plan for later: %s', (phrase, later) => {
    expect(saysLater(phrase)).toBe(later);
  });
});
