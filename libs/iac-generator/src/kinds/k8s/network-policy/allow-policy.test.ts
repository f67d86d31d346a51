/**
 * Traffic asked between groups of pods (WIR, INV): the policy selects the reached pods by their
 * labels and lets in the sending pods (by label) or namespace on the stated port and protocol; the
 * pods named only by labels are selected, never a workload invented for them, and an asked "deny the
 * rest" denies incoming traffic to the selected pods only, never the namespace's outgoing traffic.
 */
import { type FormatId } from '@infragen/contracts';
import { generated, of, at, type Resource } from '../../../testing/resources';

const FORMATS: FormatId[] = ['kubernetes-yaml', 'terraform-kubernetes'];
const policies = (rs: Resource[]) => of(rs, 'NetworkPolicy').map((p) => p.body);
// The spec as JSON, in the manifest's spelling: camelCase keys, and lists written without brackets
// (the Terraform reading holds a one-item list as its item).
const spec = (p: unknown) =>
  JSON.stringify(at(p, 'spec'))
    .replace(/_([a-z])/g, (_, l: string) => l.toUpperCase())
    .replace(/[[\]]/g, '');
const WORKLOADS = ['Deployment', 'StatefulSet', 'DaemonSet', 'Pod'];

describe.each(FORMATS)('traffic between labelled pods (%s)', (format) => {
  it('selects the reached pods and lets in only the sending pods on the stated port', async () => {
    const { resources, errors } = await generated(
      'In namespace billing, only pods labelled tier=web may reach pods labelled tier=db on TCP 5432. Deny everything else.',
      format,
    );
    expect(errors).toEqual([]);
    for (const k of WORKLOADS) expect(of(resources, k)).toEqual([]);
    const all = policies(resources);
    expect(all).toHaveLength(1);
    const s = spec(all[0]);
    expect(s).toContain('"podSelector":{"matchLabels":{"tier":"db"}}');
    expect(s).toContain('"from":{"podSelector":{"matchLabels":{"tier":"web"}}}');
    expect(s).toContain('"port":5432,"protocol":"TCP"');
    expect(JSON.stringify(all)).not.toMatch(/Egress|egress/);
    expect(at(all[0], 'metadata.namespace')).toBe('billing');
    expect(JSON.stringify(of(resources, 'Namespace'))).not.toContain('tier');
  });

  it('reads pods named by a word as app=<word>, and the protocol stated after the port', async () => {
    const { resources } = await generated(
      'let the checkout pods talk to the inventory pods on port 8081/udp in namespace store',
      format,
    );
    for (const k of WORKLOADS) expect(of(resources, k)).toEqual([]);
    const s = spec(policies(resources)[0]);
    expect(s).toContain('"podSelector":{"matchLabels":{"app":"inventory"}}');
    expect(s).toContain('{"podSelector":{"matchLabels":{"app":"checkout"}}}');
    expect(s).toContain('"port":8081,"protocol":"UDP"');
  });
});

describe('traffic from a namespace', () => {
  it('lets in the namespace on the asked port, and on a port said by its name', async () => {
    const { resources } = await generated(
      'a network policy in namespace shop allowing traffic from namespace observability to the scrape port',
      'kubernetes-yaml',
    );
    const allow = policies(resources).find((p) => spec(p).includes('"kubernetes.io/metadata.name":"observability"'));
    expect(spec(allow)).toContain('"port":"scrape","protocol":"TCP"');
  });
});
