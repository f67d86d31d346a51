/**
 * A "not written" line is untrue when a key naming the setting holds the very word it was said with
 * (issue 24, UNT): "encrypted with KMS" beside `encryption_type = "KMS"` is written, though no reader
 * took it, and a value inside a list or an object written after a key (a jsonencode of container
 * definitions) is read as held. The word under a key that names something else, or a key naming the
 * setting with another value, leaves the line as it was. Wordings of our own.
 */
import { generateInfrastructure } from '../testing/resources';
import { keyHoldingValue, keyNamingLabelHoldingWord } from './value-keys';

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

describe('a value held inside a list or an object opened after a key', () => {
  it('reads the pairs inside a jsonencode of container definitions', () => {
    const content =
      '  container_definitions = jsonencode([{ name = "web", portMappings = [{ containerPort = 9090, protocol = "tcp" }] }])\n';
    expect(keyHoldingValue('container port 9090', content)).toBe('containerPort = 9090');
    expect(keyHoldingValue('container port 9191', content)).toBeUndefined();
  });

  it('no line calls a Fargate container port unwritten while the task definition holds it', () => {
    const r = generateInfrastructure({
      prompt: 'ECS on Fargate for the tally-api service, image ghcr.io/acme/tally:0.4, container port 9090, 2 tasks',
      platform: 'aws',
      format: 'terraform-aws',
    });
    expect(r.notCovered.filter((l) => /9090/.test(l))).toEqual([]);
  });
});
