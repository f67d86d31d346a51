/**
 * A Google network said with its mode and a firewall said through Identity-Aware Proxy (issue 24, NAME/WRONGRES/SIL
 * classes): "custom-mode" says how the network works, never a second network's name; "ssh only through IAP" lets
 * tcp 22 in from IAP's forwarding range alone (35.235.240.0/20), not from the network's own addresses.
 */
import { at, generated, of } from '../../testing/resources';

const PROMPT = 'project lantern-ops: a custom-mode VPC ops-net, and a firewall rule allowing SSH only through IAP';

describe('a custom-mode network with an IAP firewall', () => {
  it('writes one network, named as said, with no auto subnets', async () => {
    const { resources, errors } = await generated(PROMPT, 'terraform-google');
    expect(errors).toEqual([]);
    const networks = of(resources, 'google_compute_network');
    expect(networks.map((n) => at(n.body, 'name'))).toEqual(['ops-net']);
    expect(at(networks[0].body, 'auto_create_subnetworks')).toBe(false);
  });

  it('lets tcp 22 in from the IAP range only', async () => {
    const { resources } = await generated(PROMPT, 'terraform-google');
    const [firewall] = of(resources, 'google_compute_firewall');
    expect(at(firewall.body, 'source_ranges')).toEqual(['35.235.240.0/20']);
    expect(at(firewall.body, 'allow.ports')).toEqual(['22']);
  });
});
