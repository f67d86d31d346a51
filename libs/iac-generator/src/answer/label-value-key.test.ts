/**
 * A "not written" line is untrue when a key naming the setting holds the very word it was said with
 * (issue 24, UNT): "encrypted with KMS" beside `encryption_type = "KMS"` is written, though no reader
 * took it. The word under a key that names something else, or a key naming the setting with another
 * value, leaves the line as it was. Wordings of our own.
 */
import { generateInfrastructure } from '../testing/resources';
import { keyNamingLabelHoldingWord } from './value-keys';

describe('a key naming the setting and holding the word said', () => {
  it.each([
    ['encryption_type = "KMS"\n', 'encryption_type'],
    ['      EncryptionType: KMS\n', 'EncryptionType'],
    ['{ "encryptionType": "KMS", "scan": true }', 'encryptionType'],
  ])('%j holds "encrypted with KMS"', (content, key) => {
    expect(keyNamingLabelHoldingWord('encrypted with KMS', 'KMS encryption', content)).toBe(key);
  });

  it.each([['key_type = "KMS"\n'], ['encryption_type = "AES256"\n'], ['sse_algorithm = "aws:kms"\n']])(
    '%j does not',
    (content) => {
      expect(keyNamingLabelHoldingWord('encrypted with KMS', 'KMS encryption', content)).toBeUndefined();
    },
  );

  it.each(['cloudformation', 'terraform-aws'] as const)(
    'no "not covered" line says KMS was not written (%s)',
    (format) => {
      const r = generateInfrastructure({
        prompt: 'an ECR repository team/lookup-api, encrypted with KMS, scan on push',
        platform: 'aws',
        format,
      });
      expect(r.notCovered.filter((l) => /KMS/.test(l))).toEqual([]);
      expect(r.files.map((f) => f.content).join('\n')).toMatch(/KMS/);
    },
  );
});
