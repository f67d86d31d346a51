/**
 * Two shapes of requests the tagger alone breaks: hyphenated words (names like "kv-shared-01",
 * compounds like "zone-redundant") and lists after a colon ("worker pool: n2 machines, 80 GB disks").
 */
import { readRequest } from './read';

/** Each phrase as "words -> head", with "(on head via words)" when it hangs on another phrase. */
function phrasesOf(text: string): string[] {
  const r = readRequest(text);
  return r.phrases.map((p) => {
    const on = p.on === undefined ? '' : ` (on ${r.tokens[r.phrases[p.on].head].text} via ${p.via})`;
    return `${text.slice(p.start, p.end)} -> ${r.tokens[p.head].text}${on}`;
  });
}

describe('hyphenated words', () => {
  it('keeps a hyphenated name whole, as a value after the head it names', () => {
    expect(phrasesOf('a key vault kv-shared-01 with zone-redundant backups')).toEqual([
      'a key vault -> vault',
      'zone-redundant backups -> backups (on vault via kv-shared-01 with)',
    ]);
  });

  it('reads the word before an identifier as the head, never the identifier', () => {
    expect(phrasesOf('in tenant id 0a1b2c3d-0000-1111-2222-333344445555')).toEqual(['tenant id -> id']);
  });

  it('keeps a hyphenated compound inside the phrase it describes', () => {
    expect(phrasesOf('three worker nodes with 80 GB ssd-backed volumes')).toEqual([
      'three worker nodes -> nodes',
      '80 GB ssd-backed volumes -> volumes (on nodes via with)',
    ]);
  });
});

describe('lists after a colon', () => {
  it('hangs every item of the list on the phrase before the colon', () => {
    expect(phrasesOf('worker pool batch: n2 machines, autoscaling from 2 to 6, 80 GB disks')).toEqual([
      'worker pool batch -> batch',
      'n2 machines -> machines (on batch via :)',
      '80 GB disks -> disks (on batch via :)',
    ]);
  });

  it('ends the list with its sentence', () => {
    const phrases = phrasesOf('message queue jobs: 4 days of retention. A bucket for exports.');
    expect(phrases).toContain('retention -> retention (on jobs via :)');
    expect(phrases).toContain('A bucket -> bucket');
    expect(phrases).toContain('exports -> exports');
  });
});
