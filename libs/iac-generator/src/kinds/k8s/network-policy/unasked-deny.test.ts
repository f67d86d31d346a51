/**
 * A default deny nobody asked for never cuts off what was asked (BRK): it denies incoming traffic
 * only, each written workload is still reached on the port it serves (from any client: an ingress
 * controller, another namespace), outgoing traffic stays open (a database in another namespace, an
 * outside API), and a namespace that already runs pods the request routes to is neither relabelled
 * nor closed. A deny the request asks for is still written as asked.
 */
import { type FormatId } from '@infragen/contracts';
import { generated, of, at, type Resource } from '../../../testing/resources';

const FORMATS: FormatId[] = ['kubernetes-yaml', 'terraform-kubernetes'];
const policies = (rs: Resource[]) => of(rs, 'NetworkPolicy').map((p) => p.body);
const types = (p: unknown) => at(p, 'spec.policyTypes') ?? at(p, 'spec.policy_types');

describe.each(FORMATS)('an unasked default deny (%s)', (format) => {
  it('denies incoming traffic only, and opens the port each written workload serves to any client', async () => {
    const { resources, errors } = await generated(
      'deployment quote-engine in a new namespace pricing, image registry.example.org/quote-engine:7.2, listening on port 7070',
      format,
    );
    expect(errors).toEqual([]);
    const all = policies(resources);
    expect(all.length).toBeGreaterThan(0);
    for (const p of all) expect(types(p)).toEqual(['Ingress']);
    const open = all.find((p) => String(JSON.stringify(at(p, 'spec.ingress'))).includes('7070'));
    expect(JSON.stringify(at(open, 'spec.podSelector') ?? at(open, 'spec.pod_selector'))).toContain('quote-engine');
    for (const p of all) expect(JSON.stringify(p)).not.toMatch(/namespaceSelector|"from"/);
  });

  it('leaves outgoing traffic open for a job that calls a database in another namespace', async () => {
    const { resources } = await generated(
      'a cronjob ledger-export in namespace finance at 03:40 every day, image registry.example.org/exporter:1.4, reading from mariadb.warehouse.svc port 3306',
      format,
    );
    for (const p of policies(resources)) {
      expect(types(p)).not.toContain('Egress');
      expect(at(p, 'spec.egress')).toBeUndefined();
    }
  });

  it('writes no Namespace and no deny where an Ingress routes to a service already running there', async () => {
    const { resources } = await generated(
      'an Ingress for status.example.net in namespace ops-portal, class haproxy, sending / to service status-page port 8081',
      format,
    );
    expect(of(resources, 'Ingress').length).toBe(1);
    expect(of(resources, 'Namespace')).toEqual([]);
    expect(policies(resources)).toEqual([]);
  });

  it('never relabels nor closes a namespace said to exist', async () => {
    const { resources } = await generated(
      'into the existing namespace telemetry, a deployment otel-gateway running otel/opentelemetry-collector:0.104.0',
      format,
    );
    expect(of(resources, 'Namespace')).toEqual([]);
    expect(policies(resources).filter((p) => JSON.stringify(p).includes('default-deny'))).toEqual([]);
  });

  it('lets pods of every namespace reach a stateful set on its port, and only there', async () => {
    const { resources } = await generated(
      'a statefulset doc-store in namespace records running mongo:7.0 on port 27017, 20Gi per replica',
      format,
    );
    const own = policies(resources).find((p) => String(JSON.stringify(at(p, 'spec.ingress'))).includes('27017'));
    expect(JSON.stringify(at(own, 'spec.ingress'))).toMatch(/namespace_?[sS]elector":\{\}/);
  });
});

describe('a default deny the request asks for', () => {
  it('is written as asked, with names still resolving', async () => {
    const { resources } = await generated(
      'namespace sandbox with a default deny network policy for all traffic',
      'kubernetes-yaml',
    );
    const all = policies(resources);
    expect(all.some((p) => JSON.stringify(types(p)) === JSON.stringify(['Ingress', 'Egress']))).toBe(true);
    expect(JSON.stringify(all)).toMatch(/"port":53/);
  });
});
