/**
 * A manifest whose apiVersion or kind is a variable a script fills in (`apiVersion: $API_VERSION`,
 * envsubst) cannot be judged: it is said as not checked, not as an unknown kind.
 */
import { checkFiles, prepareChecks } from '../index';

beforeAll(() => prepareChecks(['kubernetes-yaml']), 30000);

const manifest = (apiVersion: string) => `apiVersion: ${apiVersion}
kind: SecretStore
metadata:
  name: vault-backend
spec:
  provider:
    vault:
      server: https://vault.example.org
`;
const found = async (content: string) =>
  (await checkFiles([{ path: 'store.yaml', content }], 'kubernetes-yaml'))
    .filter((d) => d.code.startsWith('kubernetes.'))
    .map((d) => `${d.line} ${d.severity} ${d.code}`);

it('$VAR or ${VAR} as the apiVersion is a placeholder: information, not an unknown kind', async () => {
  expect(await found(manifest('$STORE_API_VERSION'))).toEqual(['1 info kubernetes.not-checked']);
  expect(await found(manifest('${STORE_API_VERSION}'))).toEqual(['1 info kubernetes.not-checked']);
});

it('a built-in group with a kind it lacks is still an unknown kind', async () => {
  expect(await found(manifest('apps/v1'))).toEqual(['2 error kubernetes.unknown-kind']);
});
