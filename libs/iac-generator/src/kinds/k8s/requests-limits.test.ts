/**
 * Two CPU or memory values stated for one workload are its requests and its limits (issue 24,
 * class 3): the smaller is what it is guaranteed, the larger what it may use. One value is both.
 * Both statements are reported as honoured, since both are written.
 */
import { generated, of, at } from '../../testing/resources';

/** The first container of a workload: a manifest's `containers`, the Terraform resource's `container` block. */
const firstContainer = (body: unknown) =>
  [at(body, 'spec.template.spec.containers') ?? at(body, 'spec.template.spec.container')].flat()[0];

const PROMPT =
  'a Deployment billing running ghcr.io/acme/billing:3.1, requests 250m cpu and 512Mi memory, limits 2 cpu and 3Gi';

describe('requests and limits stated for one workload', () => {
  it.each(['kubernetes-yaml', 'terraform-kubernetes'] as const)('%s: both are written', async (format) => {
    const { resources, errors } = await generated(PROMPT, format);
    expect(errors).toEqual([]);
    const [deployment] = of(resources, 'Deployment');
    expect(at(firstContainer(deployment.body), 'resources')).toEqual({
      requests: { cpu: '250m', memory: '512Mi' },
      limits: { cpu: '2', memory: '3Gi' },
    });
  });

  it('kubernetes-yaml: neither statement is said to be left out', async () => {
    const { result } = await generated(PROMPT, 'kubernetes-yaml');
    expect(result.notCovered.filter((l) => /cpu|memory|3Gi|512Mi/i.test(l))).toEqual([]);
  });

  it('kubernetes-yaml: one value is both the request and the limit', async () => {
    const { resources } = await generated('a Deployment api running nginx:1.27 with 300m cpu', 'kubernetes-yaml');
    const container = (
      at(of(resources, 'Deployment')[0].body, 'spec.template.spec.containers') as Record<string, unknown>[]
    )[0];
    expect(at(container, 'resources.requests.cpu')).toBe('300m');
    expect(at(container, 'resources.limits.cpu')).toBe('300m');
  });
});
