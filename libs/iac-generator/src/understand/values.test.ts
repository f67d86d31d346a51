/**
 * Words inside URLs, e-mail addresses, paths and image references are values: never components,
 * never misspellings, never a domain to serve.
 */
import { understand } from './understand';
import { correctSpelling } from './spelling';
import { valueSpans, withoutValues } from './values';

describe('values are found by their shape', () => {
  it('URLs, addresses, paths and registry images, positions kept', () => {
    const text =
      'post to https://notify.example.net/queue/push, mail dba@corp.example and probe /livez via quay.io/org/app:3.2';
    const found = valueSpans(text).map(([a, b]) => text.slice(a, b));
    expect(found).toEqual(
      expect.arrayContaining([
        'https://notify.example.net/queue/push,',
        'dba@corp.example',
        '/livez',
        'quay.io/org/app:3.2',
      ]),
    );
    expect(withoutValues(text)).toHaveLength(text.length);
  });

  it('a CIDR range, a resource type and "and/or" are not paths', () => {
    const text = 'a VNet 10.20.0.0/16 and a Microsoft.Web/sites app, read and/or write';
    expect(valueSpans(text)).toEqual([]);
  });
});

describe('words of a value are not components', () => {
  it('a webhook URL and an address do not add a queue, a bucket or a domain', () => {
    const intent = understand(
      'A Cloud Function that forwards events to https://relay.example.io/bucket/queue and mails oncall@example.io',
      'gcp',
    );
    expect(intent.mentions.map((m) => m.kind)).toEqual(['gcp.cloudfunctions2_function']);
    expect(intent.mentions[0].attrs.domain).toBeUndefined();
  });

  it('an S3 URL is where data is, not a bucket, a table or a DNS zone', () => {
    const intent = understand('An ECS task that reads s3://raw-zone/incoming/table.csv', 'aws');
    expect(intent.mentions.map((m) => m.kind)).toEqual(['aws.ecs_cluster']);
  });
});

describe('spelling never touches values', () => {
  it.each([
    ['a readiness probe on /statuz', 'statuz'],
    ['notify https://example.org/databse', 'databse'],
    ['handler main.handlr', 'handlr'],
    ['the image acme/clustr:1.0', 'clustr'],
  ])('%s', (text, word) => {
    const { text: out, corrections } = correctSpelling(text);
    expect(out).toContain(word);
    expect(corrections).toEqual([]);
  });

  it('a misspelt word in prose is still read', () => {
    expect(correctSpelling('a postgres databse').corrections).toEqual(['databse -> database']);
  });
});
