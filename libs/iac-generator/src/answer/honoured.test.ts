/**
 * "What I understood" lists a stated setting as honoured only when the writer wrote it on the
 * resource it was stated for, and "not covered" never calls unread what a setting read. Each case
 * reads the generated files back with the format's parser and compares the account with them.
 */
import { at, generated, of } from '../testing/resources';

const honouredSettings = (covered: { settings?: string[] }[]) => covered.flatMap((c) => c.settings ?? []);

describe('a setting is honoured only if the writer wrote its value', () => {
  it('of two values stated for one attribute, only the one written is honoured; the other is said', async () => {
    const { result, resources, errors } = await generated(
      'Deployment api with image ghcr.io/acme/api:1.0, requests 250m CPU / 512Mi memory, limits 2 CPU / 4Gi',
      'kubernetes-yaml',
    );
    expect(errors).toEqual([]);
    const container = at(of(resources, 'Deployment')[0].body, 'spec.template.spec.containers') as {
      resources: { requests: { cpu: string }; limits: { cpu: string } };
    }[];
    const cpus = new Set(container.flatMap((c) => [c.resources.requests.cpu, c.resources.limits.cpu]));
    const honoured = honouredSettings(result.covered);
    // Whichever value the file holds is the one listed; the value it does not hold is a line of its own.
    const stated = [
      { words: '250m CPU', value: '250m' },
      { words: '2 CPU', value: '2' },
    ];
    for (const { words, value } of stated) {
      expect([words, honoured.includes(`${words} (CPU)`)]).toEqual([words, cpus.has(value)]);
      const line = result.notCovered.find((n) => n.startsWith(`'${words}'`));
      expect([words, !!line]).toEqual([words, !cpus.has(value)]);
      // The line names the value that was written instead of it.
      const other = stated.find((o) => o.words !== words)!;
      if (line) expect(line).toContain(`'${other.words}', stated for it too, was written instead`);
    }
  });

  it('a value a follow-up replaces is said to be replaced by the one written', async () => {
    const { result, resources } = await generated(
      'Deployment shop running nginx:1.27 with 3 replicas. Actually, make that 5 replicas',
      'kubernetes-yaml',
    );
    expect(at(of(resources, 'Deployment')[0].body, 'spec.replicas')).toBe(5);
    expect(honouredSettings(result.covered)).toContain('5 replicas (replicas)');
    expect(honouredSettings(result.covered)).not.toContain('3 replicas (replicas)');
    expect(result.notCovered).toContainEqual(
      expect.stringMatching(/^'3 replicas' .*'5 replicas', stated for it too, was written instead/),
    );
  });

  it('a namespace stated for one thing and replaced by another is not reported as written', async () => {
    const { result, resources } = await generated(
      '- namespace billing\n- allow ingress to pods labelled app=invoices only from the namespace frontend, on TCP 9000',
      'kubernetes-yaml',
    );
    const namespaces = of(resources, 'Namespace').map((r) => r.name);
    const honoured = honouredSettings(result.covered).includes('namespace billing (namespace)');
    expect(honoured).toBe(namespaces.includes('billing'));
    if (!honoured) expect(result.notCovered.some((n) => n.startsWith("'namespace billing'"))).toBe(true);
  });

  it('a TTL stated for each DNS record is honoured on the record that carries it', async () => {
    const { result, resources, errors } = await generated(
      'Route 53 zone example.org with an A record app -> 10.0.0.5 (TTL 120) and a CNAME docs -> example.github.io (TTL 7200)',
      'terraform-aws',
    );
    expect(errors).toEqual([]);
    const ttls = of(resources, 'aws_route53_record').map((r) => r.body.ttl);
    expect(ttls.sort()).toEqual([120, 7200]);
    expect(honouredSettings(result.covered)).toEqual(
      expect.arrayContaining(['TTL 120 (DNS TTL)', 'TTL 7200 (DNS TTL)']),
    );
    expect(result.notCovered.filter((n) => /TTL/.test(n))).toEqual([]);
  });
});

describe('words a setting read are never called unread', () => {
  it("'a 100 GB max size' of a database is its storage, written, and no unread line", async () => {
    const { result, resources } = await generated(
      "Azure SQL server with a database 'orders' on S0 with a 100 GB max size",
      'bicep',
    );
    const db = of(resources, 'Microsoft.Sql/servers/databases')[0];
    expect(at(db.body, 'properties.maxSizeBytes')).toBe(100 * 1024 ** 3);
    expect(honouredSettings(result.covered)).toContain('100 GB (storage)');
    expect(result.notCovered.filter((n) => n.includes('max size'))).toEqual([]);
  });
});
