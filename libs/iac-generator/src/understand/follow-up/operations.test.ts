import { namedAfterRemoval, operationOf, removalOf, removes } from './operations';

describe('what a follow-up phrase does', () => {
  it.each([
    'remove the NAT gateway',
    'ok, now please delete the bucket named logs',
    'we no longer need the Redis cache',
    "drop the read replica, we don't need it",
    'get rid of the load balancer',
    'can you turn off versioning',
  ])('removes: %s', (phrase) => {
    expect(operationOf(phrase).remove).toBe(true);
  });

  it.each([
    'also add a Redis cache',
    'a second subnet',
    'make it 3 replicas instead',
    'add a DLQ to the queue',
    'delete objects after 365 days',
    'drop logs older than 30 days',
    'raise the timeout to 300 seconds and add a second queue',
  ])('does not remove: %s', (phrase) => {
    expect(operationOf(phrase).remove).toBe(false);
  });

  it.each([
    ['change the bucket name to acme-archive', { to: 'acme-archive' }],
    ['rename logs to archive', { to: 'archive', from: 'logs' }],
    ['rename the bucket "logs" to "archive"', { to: 'archive', from: 'logs' }],
    ['call it orders-db instead', { to: 'orders-db' }],
    ['its name should be web-frontend', { to: 'web-frontend' }],
    ['rename it to team/payments/api-key', { to: 'team/payments/api-key' }],
    ['call the cluster claims-db', { to: 'claims-db' }],
    ['and name the new queue "orders" instead', { to: 'orders' }],
    ['the vault should be called kv-ledger-test', { to: 'kv-ledger-test' }],
  ])('renames: %s', (phrase, rename) => {
    const { head: _head, ...said } = operationOf(phrase).rename ?? {};
    expect(said).toEqual({ from: undefined, ...rename });
  });

  it.each([
    'add a bucket named media',
    'rename it to the same',
    'call it a day',
    'call the function every 5 minutes',
    'name the bucket after the project',
    'the job is called daily',
  ])('does not rename: %s', (phrase) => {
    expect(operationOf(phrase).rename).toBeUndefined();
  });

  it.each([
    ['raise the timeout to 300 seconds, and drop the DLQ', 'the DLQ', 'timeout to 300 seconds'],
    ['set retention to 14 days and we no longer need the replica', 'the replica', 'retention to 14 days'],
    ['bump the image to 2.1.0; also get rid of the CPU limit', 'the CPU limit', 'image to 2.1.0'],
  ])('reads a removal in a later clause, and leaves the clause before it: %s', (phrase, words, kept) => {
    const op = operationOf(phrase);
    expect(op.remove).toBe(true);
    expect(removalOf(phrase)?.words).toBe(words);
    expect(removes(op, phrase, kept)).toBe(false);
    expect(removes(op, phrase, words)).toBe(true);
  });

  it('tells a replacing phrase from an adding one, and one about all of a kind', () => {
    expect(operationOf('use Postgres 16 instead').change).toBe(true);
    expect(operationOf('make it 3 replicas').change).toBe(true);
    expect(operationOf('also add port 443').change).toBe(false);
    expect(operationOf('make both buckets versioned').every).toBe(true);
    expect(operationOf('make the media bucket versioned').every).toBe(false);
  });

  it('a removal is its own clause: a clause after it that does something else is neither removed nor a data rule', () => {
    const phrase = 'drop the read replica and set the backup window to 7 days';
    const op = operationOf(phrase);
    expect(op.remove).toBe(true);
    expect(op.rest).toBe('and set the backup window to 7 days');
    expect(removes(op, phrase, 'read replica')).toBe(true);
    expect(removes(op, phrase, 'backup window to 7 days')).toBe(false);
    expect(removalOf(phrase)).toEqual({ words: 'the read replica', end: 'drop the read replica '.length });
    // With no other clause, a duration still makes it a data rule.
    expect(operationOf('drop logs older than 30 days and versions after 90 days').remove).toBe(false);
  });

  it.each([
    ['scrap the new topic — send the events to our existing topic fleet-events instead', '— send'],
    ['remove the new share: we will reuse our existing share corp-files', ': we will'],
    ['drop the new vault - point it at our existing vault kv-corp', '- point'],
  ])('a removal ends where a dash or a colon starts what takes its place: %s', (phrase, restStart) => {
    const op = operationOf(phrase);
    expect(op.remove).toBe(true);
    expect(op.rest?.trim().startsWith(restStart)).toBe(true);
    // The thing named after the removal is what that clause uses, never what it removes.
    const name = phrase.split(' ').at(-1) === 'instead' ? 'fleet-events' : phrase.split(' ').at(-1)!;
    expect(namedAfterRemoval(op, phrase, [name])).toBe(true);
    expect(removes(op, phrase, 'existing ' + phrase.match(/existing (\w+)/)![1])).toBe(false);
  });

  it('a name said in the removal itself is removed', () => {
    const phrase = 'drop the topic fleet-old: send to fleet-events instead';
    expect(namedAfterRemoval(operationOf(phrase), phrase, ['fleet-old'])).toBe(false);
  });
});
