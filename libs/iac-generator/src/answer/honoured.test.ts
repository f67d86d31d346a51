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
    for (const [said, value] of [
      ['250m CPU (CPU)', '250m'],
      ['2 CPU (CPU)', '2'],
    ]) {
      expect([said, honoured.includes(said)]).toEqual([said, cpus.has(value)]);
      const line = result.notCovered.some((n) => n.startsWith(`'${said.replace(' (CPU)', '')}'`));
      expect([said, line]).toEqual([said, !cpus.has(value)]);
    }
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
