/** API versions Kubernetes removed are said as removed (with the release and what to use), not as unknown kinds. */
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

it('flowcontrol.apiserver.k8s.io/v1beta1 (removed in 1.26) is said as removed with its replacement, as v1beta2 is', async () => {
  const schema = (version: string) =>
    `apiVersion: flowcontrol.apiserver.k8s.io/${version}\nkind: FlowSchema\nmetadata:\n  name: batch-jobs\nspec:\n  priorityLevelConfiguration:\n    name: workload-low\n  matchingPrecedence: 1000\n`;
  const found = async (content: string) =>
    (await checkFiles([{ path: 'flowschema.yaml', content }], 'kubernetes-yaml'))
      .filter((d) => d.severity === 'error')
      .map((d) => `${d.code} ${d.message}`);
  for (const version of ['v1beta1', 'v1beta2'])
    expect(await found(schema(version))).toEqual([
      expect.stringMatching(/^kubernetes\.removed-api-version .*flowcontrol\.apiserver\.k8s\.io\/v1`/),
    ]);
  expect(await found(schema('v1'))).toEqual([]);
});
