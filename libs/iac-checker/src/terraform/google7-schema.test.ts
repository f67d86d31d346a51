/**
 * The bundled google 7 schema is read from cuetf's CUE (scripts/schemas/terraform-cuetf.mjs), where
 * a field whose name CUE keeps for itself is quoted (`"number"!: number`): such a field is an
 * argument like any other (found on a public Bigtable module, whose `max_version { number = 2 }`
 * was called an unknown argument).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkFiles, prepareChecks } from '../index';
import { RULE_IDS } from '../rules';
import { SECRET_KINDS } from '../secrets';

beforeAll(() => prepareChecks(['terraform-google']), 30000);

const gcPolicy = (argument: string) => `terraform {
  required_providers {
    google = {
      source  = "hashicorp/google"
      version = ">= 7.0, < 8.0"
    }
  }
}

resource "google_bigtable_gc_policy" "keep_recent" {
  instance_name   = "metrics"
  table           = "samples"
  column_family   = "raw"
  deletion_policy = "ABANDON"

  max_version {
    ${argument} = 3
  }
}
`;
const errors = async (content: string) =>
  (await checkFiles([{ path: 'main.tf', content }], 'terraform-google'))
    .filter((d) => d.severity === 'error' && !RULE_IDS.has(d.code) && !SECRET_KINDS.has(d.code))
    .map((d) => `${d.line} ${d.code}`);

describe('google 7: a field with a quoted name in the CUE is an argument', () => {
  it('max_version { number } of a Bigtable GC policy', async () => {
    expect(await errors(gcPolicy('number'))).toEqual([]);
  });

  it('a misspelt one is still unknown', async () => {
    expect(await errors(gcPolicy('numbr'))).toEqual(['16 terraform.missing-argument', '17 terraform.unknown-argument']);
  });
});

describe('a module needing a google release newer than the bundled one', () => {
  const module = readFileSync(join(__dirname, 'fixtures/newer-minor/main.tf'), 'utf8');
  const unknown = /^terraform\.unknown-(argument|block|resource-type)$/;

  it('says what the bundled schema does not know as information, never an error', async () => {
    const found = await checkFiles([{ path: 'main.tf', content: module }], 'terraform-google');
    expect(await errors(module)).toEqual([]);
    expect(found.filter((d) => unknown.test(d.code)).map((d) => `${d.line} ${d.severity} ${d.code}`)).toEqual([
      '25 info terraform.unknown-argument',
      '26 info terraform.unknown-block',
      '31 info terraform.unknown-resource-type',
    ]);
    expect(found.find((d) => d.code === 'terraform.provider-version')?.message).toContain('google 7.42.0');
  });

  it('the same names under a constraint the bundled release meets are errors', async () => {
    const met = module.replace('>= 7.60.0, < 8.0.0', '>= 7.0.0, < 7.42.1');
    expect(await errors(met)).toEqual([
      '25 terraform.unknown-argument',
      '26 terraform.unknown-block',
      '31 terraform.unknown-resource-type',
    ]);
  });
});
