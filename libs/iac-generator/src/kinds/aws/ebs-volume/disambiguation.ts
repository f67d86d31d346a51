import { type Context, type Disambiguation } from '../../disambiguation';

/** What a word read as this kind means beside the rest of the request (kinds/disambiguation.ts). */
/**
 * The words of the mention's own part of its phrase: from the last break before it (a comma, "and",
 * "with", "plus", "beside") through its own words. "A 30 GB root disk and a separate 200 GB data
 * volume" has a root disk and a volume of its own; only "a 30 GB root volume" is the root disk.
 */
function ownWords(x: Context): string {
  const at = x.phrase.indexOf(x.text);
  if (at < 0) return x.phrase;
  const before = x.phrase.slice(0, at + x.text.length);
  const breaks = [...before.matchAll(/,|;|\b(?:and|with|plus|beside|besides|alongside)\b/g)];
  return before.slice((breaks.at(-1)?.index ?? -1) + 1);
}

export const disambiguation: readonly Disambiguation[] = [
  {
    reads: 'aws.ebs_volume',
    when: (x) =>
      !!x.mention &&
      /\broot\s+(?:ebs\s+)?(?:disk|volume|device)/.test(ownWords(x)) &&
      ['aws.instance', 'aws.launch_template', 'aws.autoscaling_group'].some(x.has),
    then: null,
    why: '"A 30 GB root volume" of an instance is its root disk, not a separate EBS volume.',
    example: 'An EC2 instance with a 30 GB root disk volume',
  },
];
