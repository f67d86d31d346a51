/**
 * A kubeconfig (`apiVersion: v1`, `kind: Config`: kubectl's client configuration) sits beside
 * manifests in real repositories (a Terraform folder's kubeconfig template); it is no API object,
 * so it is said as not checked, never "`v1` has no kind `Config`". Found in
 * hashicorp/terraform-provider-kubernetes's _examples (t10-H3 tuning sample).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkFiles, prepareChecks } from '../index';

beforeAll(() => prepareChecks(['kubernetes-yaml']), 30000);

const kubeconfig = readFileSync(join(__dirname, 'fixtures/kubeconfig.yaml'), 'utf8');
const check = (content: string) => checkFiles([{ path: 'kubeconfig.yaml', content }], 'kubernetes-yaml');

it('a kubeconfig is information, not checked', async () => {
  const found = await check(kubeconfig);
  expect(found.filter((d) => d.severity === 'error')).toEqual([]);
  expect(found.filter((d) => d.code === 'kubernetes.not-checked').map((d) => d.line)).toEqual([3]);
});

it('another kind v1 lacks is still an error', async () => {
  const found = await check(kubeconfig.replace('kind: Config', 'kind: Configuration'));
  expect(found.filter((d) => d.severity === 'error').map((d) => d.code)).toEqual(['kubernetes.unknown-kind']);
});
