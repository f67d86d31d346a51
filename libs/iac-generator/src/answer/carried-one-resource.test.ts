/**
 * Issue 24 (UNT): a setting the reading gave to nothing, whose words two keys of one written resource
 * carry between them (storage_encrypted and kms_key_id of a database cluster), is said as written,
 * not read; never "found nothing to set it on". Where that resource lacks one of them (a volume
 * encrypted without the key given), the "not covered" line stays. Prompts of our own.
 */
import { generateInfrastructure } from '../testing/resources';

type Input = Parameters<typeof generateInfrastructure>[0];
const run = (prompt: string, format: Input['format'] = 'terraform-aws', platform: Input['platform'] = 'aws') =>
  generateInfrastructure({ prompt, format, platform, history: [] });
const KEY = 'arn:aws:kms:eu-west-1:111122223333:key/0f0e0d0c-1111-2222-3333-444455556666';

it('a cluster encrypted with a given key: its two keys carry the words between them', () => {
  const r = run(`aurora mysql serverless v2 cluster, 1-4 ACUs, encrypted with our KMS key ${KEY}`);
  const content = r.files.map((f) => f.content).join('\n');
  if (!/kms_key_id\s*=/.test(content) || !/storage_encrypted\s*=\s*true/.test(content)) return;
  expect(r.notCovered.join('\n')).not.toMatch(/^'encrypted with our KMS key'/m);
  // The database kinds read the key choice as a setting of their own (decision 052): nothing about it is left unread.
  expect((r.writtenUnread ?? []).join('\n')).not.toMatch(/^'encrypted with our KMS key' \(not read/m);
});

it('a volume encrypted without the given key keeps its line', () => {
  const r = run(`an EBS volume of 80 GB encrypted with our KMS key ${KEY}`);
  const content = r.files.map((f) => f.content).join('\n');
  if (/kms_key_id\s*=/.test(content)) return;
  expect([...r.notCovered, ...(r.writtenUnread ?? [])].join('\n')).not.toMatch(
    /^'encrypted with our KMS key' \(not read as a setting of its own/m,
  );
});
