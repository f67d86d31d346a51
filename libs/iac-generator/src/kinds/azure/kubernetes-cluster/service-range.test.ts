/**
 * An AKS cluster in a network the answer creates keeps its Kubernetes service range clear of that
 * network (AKS refuses a cluster whose service range overlaps a subnet of its network).
 */
import { type FormatId } from '@infragen/contracts';
import { generated } from '../../../testing/resources';
import { serviceRange } from './service-range';

describe("an AKS cluster's service range", () => {
  it('moves off the default only when the network overlaps it', () => {
    expect(serviceRange(['10.0.0.0/16'])).toEqual({ cidr: '172.16.0.0/16', dns: '172.16.0.10' });
    expect(serviceRange(['10.0.0.0/8'])).toEqual({ cidr: '172.16.0.0/16', dns: '172.16.0.10' });
    expect(serviceRange(['10.0.0.0/8', '172.16.0.0/12'])).toEqual({ cidr: '192.168.0.0/16', dns: '192.168.0.10' });
    expect(serviceRange(['172.21.0.0/16'])).toBeUndefined();
    expect(serviceRange(['10.30.0.0/16'])).toBeUndefined();
  });

  it.each([
    [
      'terraform-azurerm',
      'a kubernetes cluster (AKS) named aks-batch with two nodes',
      /service_cidr\s*=\s*"172\.16\.0\.0\/16"/,
    ],
    ['arm', 'aks cluster "aks-web" with azure cni, in a vnet 10.0.0.0/16', /"serviceCidr":\s*"172\.16\.0\.0\/16"/],
    ['bicep', 'AKS for the data team on a 10.0.0.0/12 network', /serviceCidr: '172\.16\.0\.0\/16'/],
  ] as [FormatId, string, RegExp][])('%s: %s', async (format, prompt, service) => {
    const { result, errors } = await generated(prompt, format);
    expect(errors).toEqual([]);
    const files = result.files.map((f) => f.content).join('\n');
    expect(files).toMatch(service);
  });

  it('keeps the default when the network is clear of it', async () => {
    const { result } = await generated('AKS cluster aks-ops in a vnet 172.28.0.0/16', 'terraform-azurerm');
    const files = result.files.map((f) => f.content).join('\n');
    expect(files).toMatch(/address_space\s*=\s*\["172\.28\.0\.0\/16"\]/);
    expect(files).not.toMatch(/service_cidr/);
  });
});
