/**
 * The google 7 schema (from cuetf's CUE) left out deprecated names the provider still has at 7.x:
 * `google_memorystore_instance.discovery_endpoints` / `psc_auto_connections` (read by outputs in
 * terraform-google-memorystore modules/valkey, t10-H12 sample 2) and the firewall's
 * `enable_logging`, and nested, a GKE cluster's `binary_authorization.enabled`. scripts/schemas/terraform-google7-deprecated.mjs puts back those the 6.50 schema
 * has and the provider's 7.x Go schema still declares; a name 7.0 removed (the subnetwork's
 * `enable_flow_logs`) and a misspelling stay errors.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkFiles } from '../index';
import { RULE_IDS } from '../rules';

const folder = readFileSync(join(__dirname, 'fixtures/google7-deprecated/main.tf'), 'utf8');

it('deprecated names still in google 7.x are known; a removed one and a typo are errors', async () => {
  const found = (await checkFiles([{ path: 'main.tf', content: folder }], 'terraform-google')).filter(
    (d) => d.severity === 'error' && !RULE_IDS.has(d.code),
  );
  expect(found.map((d) => `${d.line} ${d.code}`)).toEqual([
    '30 terraform.unknown-argument',
    '42 terraform.unknown-attribute',
  ]);
});
