/** An aggregated API registered on apiregistration.k8s.io/v1beta1 is said as removed (in 1.22), with what to use. */
import { checkFiles, prepareChecks } from '../index';

beforeAll(() => prepareChecks(['kubernetes-yaml']), 30000);

it('apiregistration.k8s.io/v1beta1 APIService is a removed API version, not an unknown kind', async () => {
  const service = (version: string) =>
    `apiVersion: apiregistration.k8s.io/${version}\nkind: APIService\nmetadata:\n  name: v1beta1.metrics.example.org\nspec:\n  group: metrics.example.org\n  version: v1beta1\n  groupPriorityMinimum: 100\n  versionPriority: 100\n  service:\n    name: metrics\n    namespace: monitoring\n`;
  const codes = async (content: string) =>
    (await checkFiles([{ path: 'apiservice.yaml', content }], 'kubernetes-yaml'))
      .filter((d) => d.severity === 'error')
      .map((d) => d.code);
  expect(await codes(service('v1beta1'))).toEqual(['kubernetes.removed-api-version']);
  expect(await codes(service('v1'))).toEqual([]);
});
