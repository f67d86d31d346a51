/**
 * A follow-up that adds a value "too" / "as well" of another which (a memory target beside a CPU
 * target) adds it: the earlier value stays written, never replaced by the new one (issue 24, class
 * FU). A follow-up that changes the value ("switch the target to ...", "make it ... instead") still
 * replaces it. A scale-down pace ("at most N pods removed per minute") is the pace, never a maximum
 * of replicas. Our own services, names and wordings.
 */
import { type FormatId, type PlatformId } from '@infragen/contracts';
import { generateInfrastructure, of, resourcesOf } from '../../testing/resources';

async function resources(format: FormatId, platform: PlatformId, prompt: string, history: string[]) {
  const result = generateInfrastructure({
    prompt,
    platform,
    format,
    history: history.map((content) => ({ role: 'user' as const, content })),
  });
  return { result, resources: await resourcesOf(result.files) };
}

type Metric = { resource: { name: string; target: { averageUtilization: number } } };
const metricsOf = (spec: Record<string, unknown>) =>
  Object.fromEntries(
    ((spec.metrics as Metric[]) ?? []).map((m) => [m.resource.name, m.resource.target.averageUtilization]),
  );

const FIRST = 'an autoscaler for our running statefulset ledger-db in namespace books: cpu 65%, from 3 to 10 replicas';

describe('a follow-up adding a value of another which keeps the earlier one', () => {
  it.each([
    ['add a memory target of 75% as well', { cpu: 65, memory: 75 }],
    ['also scale on memory at 75% too', { cpu: 65, memory: 75 }],
  ])('"%s": both metrics, the range kept', async (followUp, metrics) => {
    const { resources: r } = await resources('kubernetes-yaml', 'kubernetes', followUp, [FIRST]);
    const spec = of(r, 'HorizontalPodAutoscaler')[0].body.spec as Record<string, unknown>;
    expect(metricsOf(spec)).toEqual(metrics);
    expect([spec.minReplicas, spec.maxReplicas]).toEqual([3, 10]);
  });

  it('a change of the value is no addition: "make it 55% instead" replaces the CPU target', async () => {
    const { resources: r } = await resources('kubernetes-yaml', 'kubernetes', 'make the cpu target 55% instead', [
      FIRST,
    ]);
    const spec = of(r, 'HorizontalPodAutoscaler')[0].body.spec as Record<string, unknown>;
    expect(metricsOf(spec)).toEqual({ cpu: 55 });
  });

  it('a scale-down pace is written as the pace, and the maximum stays', async () => {
    const { resources: r, result } = await resources(
      'kubernetes-yaml',
      'kubernetes',
      'and let it shed at most 2 pods removed per minute',
      [FIRST],
    );
    const spec = of(r, 'HorizontalPodAutoscaler')[0].body.spec as Record<string, unknown>;
    expect(spec.maxReplicas).toBe(10);
    expect(spec.behavior).toEqual({ scaleDown: { policies: [{ type: 'Pods', value: 2, periodSeconds: 60 }] } });
    expect(result.notCovered.join('\n')).not.toMatch(/maximum/);
  });

  it('"at most N pods" with no pace is still the maximum', async () => {
    const { resources: r } = await resources('kubernetes-yaml', 'kubernetes', 'raise it to at most 14 pods', [FIRST]);
    expect((of(r, 'HorizontalPodAutoscaler')[0].body.spec as Record<string, unknown>).maxReplicas).toBe(14);
  });

  // Where the target writes one metric only, the added one is said as not written, never silently dropped.
  it.each([
    ['terraform-aws', 'aws', 'an autoscaling group pool-a of t3.small instances, 2 to 6 instances, tracking 55% cpu'],
    ['terraform-azurerm', 'azure', 'a linux VM scale set vmss-a, 2 to 6 instances, scale out when cpu is above 55%'],
  ] as [FormatId, PlatformId, string][])(
    '%s: the CPU value is kept and the memory one is said',
    async (format, platform, first) => {
      const { result } = await resources(format, platform, 'add a memory target of 70% too', [first]);
      const text = result.files.map((f) => f.content).join('\n');
      expect(text).toMatch(/\b55\b/);
      expect(result.notCovered.join('\n')).toMatch(/memory/);
    },
  );
});
