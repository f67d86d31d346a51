/**
 * The bundled google 7 schema is read from cuetf's CUE (scripts/schemas/terraform-cuetf.mjs), where
 * a field whose name CUE keeps for itself is quoted (`"number"!: number`): such a field is an
 * argument like any other (found on a public Bigtable module, whose `max_version { number = 2 }`
 * was called an unknown argument).
 */
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
