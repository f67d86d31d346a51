/**
 * A follow-up that changes one value: the new value is written, and every other value the earlier
 * turn had written stays as it was (names, sizes, counts, ports). Checked as a property: the files
 * of the first turn alone and of the conversation differ only at the paths the follow-up changed.
 * Our own services, names and wordings.
 */
import { type FormatId, type PlatformId } from '@infragen/contracts';
import { at, generateInfrastructure, type Resource, resourcesOf } from '../../testing/resources';

async function filesOf(format: FormatId, platform: PlatformId, prompt: string, history: string[] = []) {
  const result = generateInfrastructure({
    prompt,
    platform,
    format,
    history: history.map((content) => ({ role: 'user' as const, content })),
  });
  return { result, resources: await resourcesOf(result.files) };
}

/** Every leaf of a body, by its dotted path. */
function leaves(body: unknown, path = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (body && typeof body === 'object')
    for (const [k, v] of Object.entries(body as Record<string, unknown>)) leaves(v, path ? `${path}.${k}` : k, out);
  else out.set(path, body);
  return out;
}

/** The leaves of `type` that differ between the two answers (the first resource of that type in each). */
function changedLeaves(before: Resource[], after: Resource[], type: string): string[] {
  const a = leaves(before.find((r) => r.type === type)?.body);
  const b = leaves(after.find((r) => r.type === type)?.body);
  return [...new Set([...a.keys(), ...b.keys()])].filter((k) => a.get(k) !== b.get(k)).sort();
}

interface Case {
  what: string;
  format: FormatId;
  platform: PlatformId;
  first: string;
  followUp: string;
  type: string;
  /** The values the follow-up asks for, by path. */
  now: Record<string, unknown>;
}

const CASES: Case[] = [
  {
    what: 'a new image tag keeps the repository, the replicas and the port',
    format: 'kubernetes-yaml',
    platform: 'kubernetes',
    first: 'a Deployment billing with image ghcr.io/acme/billing:2.3.0, 3 replicas, port 9000',
    followUp: 'update the image tag to 2.4.1',
    type: 'Deployment',
    now: { 'spec.template.spec.containers.0.image': 'ghcr.io/acme/billing:2.4.1' },
  },
  {
    what: 'scaling to zero keeps the maximum, the image and the size',
    format: 'terraform-azurerm',
    platform: 'azure',
    first: 'an Azure Container App ledger-ui with image nginx:1.27, 0.25 vCPU and 0.5Gi, 2 to 8 replicas',
    followUp: 'please let ledger-ui scale down to zero when idle',
    type: 'azurerm_container_app',
    now: { 'template.min_replicas': 0 },
  },
  {
    what: 'a bigger memory size on a cache read as two words of one thing keeps its name, tier and version',
    format: 'terraform-google',
    platform: 'gcp',
    first: 'a Memorystore Redis instance named quotes-kv, 2 GB, Basic tier, Redis 7.0',
    followUp: 'bump quotes-kv to 8 GB',
    type: 'google_redis_instance',
    now: { memory_size_gb: 8 },
  },
];

describe('a follow-up that changes one value', () => {
  it.each(CASES)('$what', async (c) => {
    const before = await filesOf(c.format, c.platform, c.first);
    const after = await filesOf(c.format, c.platform, c.followUp, [c.first]);
    const body = after.resources.find((r) => r.type === c.type)?.body;
    for (const [path, value] of Object.entries(c.now)) expect(at(body, path)).toEqual(value);
    // Nothing else of the thing changed.
    expect(changedLeaves(before.resources, after.resources, c.type)).toEqual(Object.keys(c.now).sort());
  });
});

describe('a name given before and said again in a follow-up', () => {
  it('points back at the thing, never asks for a thing of its words, and is never said unread', async () => {
    const first =
      'an Azure Container App invoice-api with image acmeregistry.azurecr.io/invoice-api:3.1.0, 1 to 4 replicas';
    const { result, resources } = await filesOf(
      'terraform-azurerm',
      'azure',
      'Follow-up on invoice-api: move the image to 3.2.0',
      [first],
    );
    expect(resources.map((r) => r.type)).not.toContain('azurerm_api_management');
    const app = resources.find((r) => r.type === 'azurerm_container_app')!;
    expect(app.name).toBe('invoice-api');
    expect(at(app.body, 'template.container.image')).toBe('acmeregistry.azurecr.io/invoice-api:3.2.0');
    expect(at(app.body, 'template.max_replicas')).toBe(4);
    expect(result.explanation).not.toMatch(/not read: '(?:invoice|invoice-api|Follow-up|image)'/);
  });

  it.each([
    ['bump the image to 5.0.0', ['ghcr.io/acme/cart:4.2.0', 'ghcr.io/acme/reindex:1.1.0']],
    ['bump reindex to image tag 1.2.0', ['ghcr.io/acme/cart:4.2.0', 'ghcr.io/acme/reindex:1.2.0']],
  ])('retags only the image the phrase names when several run: %s', async (prompt, expected) => {
    const { resources } = await filesOf('kubernetes-yaml', 'kubernetes', prompt, [
      'a Deployment cart with image ghcr.io/acme/cart:4.2.0, and a CronJob reindex with image ghcr.io/acme/reindex:1.1.0 every night at 2am',
    ]);
    const images = resources
      .filter((r) => r.type === 'Deployment' || r.type === 'CronJob')
      .map((r) =>
        r.type === 'Deployment'
          ? at(r.body, 'spec.template.spec.containers.0.image')
          : at(r.body, 'spec.jobTemplate.spec.template.spec.containers.0.image'),
      );
    expect(images.sort()).toEqual(expected);
  });
});

describe('a follow-up that replaces an engine or a count', () => {
  it('writes the new engine and the count said rather than the old one, and keeps the rest', async () => {
    const { result, resources } = await filesOf(
      'terraform-aws',
      'aws',
      'switch it to Valkey 8 instead of Redis, and three replicas rather than one',
      ['an ElastiCache Redis cluster basket-cache, engine 7.1, cache.m7g.large, one primary and one replica'],
    );
    const group = resources.find((r) => r.type === 'aws_elasticache_replication_group')!;
    expect(group.name).toBe('basket-cache');
    expect(group.body).toMatchObject({
      engine: 'valkey',
      engine_version: '8.0',
      node_type: 'cache.m7g.large',
      num_cache_clusters: 4,
    });
    // The version replaced is said of nothing: neither "not covered" nor unread.
    expect(result.explanation).not.toMatch(/'engine 7\.1'/);
  });
});

describe('a follow-up that asks for a copy of a thing in another region', () => {
  it('adds the copy there and leaves the thing where it was', async () => {
    const { result, resources } = await filesOf('terraform-azurerm', 'azure', 'add a geo-replica in westus3', [
      'a Premium container registry shipyardacr in eastus with the admin user disabled',
    ]);
    const registry = resources.find((r) => r.type === 'azurerm_container_registry')!;
    expect(at(registry.body, 'georeplications.location')).toBe('westus3');
    expect(at(registry.body, 'admin_enabled')).toBe(false);
    // The registry's own region is still the one asked first.
    const files = result.files.map((f) => f.content).join('\n');
    expect(files).toMatch(/variable "location" \{[^}]*default\s*=\s*"eastus"/);
  });
});
