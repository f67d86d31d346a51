import { readRequest } from './read';
import { roleOf } from './roles';

/** Each phrase as "words -> head", with "(on head via words)" when it hangs on another phrase. */
function phrasesOf(text: string): string[] {
  const r = readRequest(text);
  return r.phrases.map((p) => {
    const on = p.on === undefined ? '' : ` (on ${r.tokens[r.phrases[p.on].head].text} via ${p.via})`;
    return `${text.slice(p.start, p.end)} -> ${r.tokens[p.head].text}${on}`;
  });
}

const role = (text: string, words: string) => {
  const at = text.indexOf(words);
  return roleOf(readRequest(text), at, at + words.length).role;
};

describe('readRequest', () => {
  it('reads a key given with our own words as a phrase hanging on the bucket', () => {
    expect(phrasesOf('I need an S3 bucket encrypted with our own KMS key.')).toEqual([
      'an S3 bucket -> bucket',
      'own KMS key -> key (on bucket via encrypted with our)',
    ]);
  });

  it('keeps a size with its unit as one value inside the phrase it sizes', () => {
    const r = readRequest('an EC2 instance with a 200 GB volume in us-east-1');
    expect(r.values.map((v) => `${v.type}:${v.text}`)).toEqual(['size:200 GB', 'region:us-east-1']);
    expect(phrasesOf('an EC2 instance with a 200 GB volume')).toEqual([
      'an EC2 instance -> instance',
      'a 200 GB volume -> volume (on instance via with)',
    ]);
  });

  it('reads identifiers whole: ranges, machine sizes, images, quoted names, ARNs', () => {
    const text =
      'a t3.micro instance running nginx:1.25 in 10.0.0.0/16 using arn:aws:iam::123456789012:role/app and q\u00a70';
    expect(readRequest(text).values.map((v) => v.type)).toEqual(['machine', 'image', 'cidr', 'arn', 'name']);
    expect(phrasesOf(text)[0]).toBe('a t3.micro instance -> instance');
  });

  it('reads durations and percentages, and a version is not split at its dots', () => {
    const values = readRequest('keep logs 30 days, alert at 80% CPU, Postgres 15.4').values;
    expect(values.map((v) => `${v.type}:${v.text}`)).toEqual(['duration:30 days', 'percent:80%', 'version:15.4']);
  });

  it('does not hang one ask on another across "and" or a new sentence', () => {
    expect(phrasesOf('a VPC and a NAT gateway. Then a queue')).toEqual([
      'a VPC -> VPC',
      'a NAT gateway -> gateway',
      'a queue -> queue',
    ]);
  });

  it('keeps a relative clause that leads to no phrase as words hanging on the noun', () => {
    const text = 'a database with storage that grows automatically';
    const r = readRequest(text);
    const storage = r.phrases[1];
    expect(text.slice(storage.trailing!.start, storage.trailing!.end)).toBe('that grows automatically');
    expect(role(text, 'grows automatically')).toBe('trailing');
  });

  it('tells a head from a word describing the head', () => {
    expect(role('a storage class for the cluster', 'storage')).toBe('modifier');
    expect(role('a blob container named logs', 'blob container')).toBe('head');
    expect(role('it must grow automatically', 'grow')).toBe('none');
  });
});
