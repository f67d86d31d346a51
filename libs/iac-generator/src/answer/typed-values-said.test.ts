/**
 * Issue 24 (SIL, UNT): a typed value the request states (an address range, a count, a size, a
 * duration) is either in the files, in some spelling a writer gives it, or said by a line of the
 * answer; a setting is listed as honoured only when the files hold its values; and words said right
 * before a value the files do not hold are never reported as carried by an attribute written. Prompts
 * of our own, across clouds and formats.
 */
import { generateInfrastructure } from '../testing/resources';
import { statedValues, valueHeld } from './stated-values';

type Input = Parameters<typeof generateInfrastructure>[0];
const run = (prompt: string, format: Input['format'], platform: Input['platform']) =>
  generateInfrastructure({ prompt, format, platform, history: [] });

const CASES: [string, Input['format'], Input['platform']][] = [
  [
    'a GKE cluster builds with a node pool of 2 to 9 e2-standard-8 nodes with 120 GB disks, master range 172.18.8.0/28',
    'terraform-google',
    'gcp',
  ],
  ['a virtual network vnet-lab with address space 10.61.0.0/16 and a subnet snet-ci 10.61.12.0/22', 'bicep', 'azure'],
  [
    'an SQS queue refunds-in whose messages move to a dead-letter queue after 6 failed receives, messages kept 11 days',
    'terraform-aws',
    'aws',
  ],
  [
    'an SNS topic ledger-events and a CloudWatch alarm when the queue depth stays above 250 for 10 minutes',
    'cloudformation',
    'aws',
  ],
  ['a StatefulSet cache with 4 replicas, image redis:7.2, each with a 12Gi volume', 'kubernetes-yaml', 'kubernetes'],
  ['a Spanner instance ledger with 40 processing units and a database books', 'terraform-google', 'gcp'],
  ['a storage account stlogsarchive with blobs deleted after 400 days', 'terraform-azurerm', 'azure'],
];

describe.each(CASES)('%s (%s)', (prompt, format, platform) => {
  const r = run(prompt, format, platform);
  const content = r.files.map((f) => f.content).join('\n');
  const lines = [...r.notCovered, ...(r.notRead ?? []), ...(r.writtenUnread ?? [])];
  const subjects = lines.map((l) => /^'(.*?)' \(/s.exec(l)?.[1] ?? l);

  it('writes or says every typed value it states', () => {
    const unsaid = statedValues(prompt)
      .filter((v) => !valueHeld(v, content))
      .filter((v) => !subjects.some((s) => new RegExp(`(?<![\\d.])${v.value.replace(/\./g, '\\.')}(?!\\d)`).test(s)));
    expect(unsaid).toEqual([]);
  });

  it('lists as honoured no setting whose values the files lack', () => {
    const honoured = r.covered.flatMap((c) => c.settings ?? []).map((s) => s.replace(/\s*\([^()]*\)$/, ''));
    expect(honoured.filter((s) => statedValues(s).some((v) => !valueHeld(v, content)))).toEqual([]);
  });

  it('reports no words carried that stand right before a value no file holds', () => {
    const missing = statedValues(prompt).filter((v) => !valueHeld(v, content));
    const carried = (r.writtenUnread ?? []).map((l) => /^'(.*?)' \(/s.exec(l)?.[1] ?? '');
    for (const v of missing)
      for (const words of carried)
        expect([words, v.words, prompt.includes(`${words} ${v.words}`)]).toEqual([words, v.words, false]);
  });
});
