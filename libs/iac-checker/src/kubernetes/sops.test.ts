/**
 * SOPS-encrypted manifests carry SOPS's metadata (`sops:`) beside their fields; SOPS removes it when
 * it decrypts them before they are applied (found on Flux's public test data, where it was called
 * an unknown field of a Secret).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkFiles, prepareChecks } from '../index';
import { RULE_IDS } from '../rules';
import { SECRET_KINDS } from '../secrets';

beforeAll(() => prepareChecks(['kubernetes-yaml']), 30000);

const content = readFileSync(join(__dirname, 'fixtures/sops/db-credentials.enc.yaml'), 'utf8');
const errors = async (text: string) =>
  (await checkFiles([{ path: 'db-credentials.enc.yaml', content: text }], 'kubernetes-yaml'))
    .filter((d) => d.severity === 'error' && !RULE_IDS.has(d.code) && !SECRET_KINDS.has(d.code))
    .map((d) => `${d.line} ${d.code}`);

describe('SOPS metadata in an encrypted manifest', () => {
  it('is not a field of the object', async () => {
    expect(await errors(content)).toEqual([]);
  });

  it('a `sops` key that is not SOPS metadata, and a misspelt field beside it, are still unknown', async () => {
    expect(await errors(content.replace('  mac: ', '  macc: '))).toEqual(['10 kubernetes.unknown-field']);
    expect(await errors(content.replace('stringData:', 'stringdata:'))).toEqual(['7 kubernetes.unknown-field']);
  });

  it('its encrypted values are ciphertext, not secrets written in the manifest; a literal one still is', async () => {
    const secretFindings = async (text: string) =>
      (await checkFiles([{ path: 'db-credentials.enc.yaml', content: text }], 'kubernetes-yaml'))
        .filter((d) => SECRET_KINDS.has(d.code))
        .map((d) => `${d.line} ${d.code}`);
    expect(await secretFindings(content)).toEqual([]);
    const literal = content.replace(/password: ENC\[[^\n]*/, 'password: Tr0ub4dor-and-3');
    expect(await secretFindings(literal)).toEqual(['9 IG-SEC-022']);
  });
});
