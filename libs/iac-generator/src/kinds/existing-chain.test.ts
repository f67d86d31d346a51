/**
 * Things the request places in what the user already has are referred to, never written again (issue 24,
 * class EXIST): a named subnet said of an existing network, with the words saying it exists after both
 * ("in subnet snet-x of vnet-y (already there)"), is looked up, not declared with an invented prefix; a
 * Kubernetes namespace said only as what the asked objects are for ("policies for namespace x") is the
 * cluster's, not written with new labels. Must not fire: a subnet asked for in an existing network ("a
 * new subnet snet-a in our existing vnet-y") is written, and a namespace asked for is written.
 * Our own services, names and wordings.
 */
import { type FormatId, type PlatformId } from '@infragen/contracts';
import { generateInfrastructure, of, resourcesOf } from '../testing/resources';

async function answer(format: FormatId, platform: PlatformId, prompt: string) {
  const result = generateInfrastructure({ prompt, platform, format });
  return { result, text: result.files.map((f) => f.content).join('\n'), r: await resourcesOf(result.files) };
}

const VAULT = `Key Vault kv-ledger-neu-02 in resource group rg-ledger-neu (exists already), public network access disabled, with a private endpoint in subnet snet-endpoints of vnet-ledger-neu (same RG, already there)`;

describe('a named subnet of an existing network, said to exist after both', () => {
  it('Terraform: the subnet is looked up, not declared', async () => {
    const { r, text } = await answer('terraform-azurerm', 'azure', VAULT);
    expect(of(r, 'azurerm_subnet')).toHaveLength(0);
    expect(of(r, 'azurerm_virtual_network')).toHaveLength(0);
    expect(text).toMatch(/data "azurerm_subnet"/);
    expect(text).toMatch(/"snet-endpoints"/);
  });

  it.each([
    ['arm', 'Microsoft.Network/virtualNetworks/subnets'],
    ['bicep', 'Microsoft.Network/virtualNetworks/subnets'],
  ] as [FormatId, string][])('%s: no subnet is declared anew', async (format, type) => {
    const { r, text } = await answer(format, 'azure', VAULT);
    // Referred to (an `existing` resource or its id), never declared with an address range of its own.
    expect(of(r, type).filter((x) => /addressPrefix/.test(JSON.stringify(x.body)))).toHaveLength(0);
    expect(text).toMatch(/snet-endpoints/);
  });

  it('must not fire: a new subnet asked for in an existing network is written', async () => {
    const { r } = await answer(
      'terraform-azurerm',
      'azure',
      'create a new subnet snet-batch (10.40.3.0/24) in our existing vnet vnet-ledger-neu in resource group rg-ledger-neu',
    );
    expect(of(r, 'azurerm_subnet')).toHaveLength(1);
  });
});

describe('a Kubernetes namespace said only as what the objects are for', () => {
  it('is referred to by name, never written with labels of its own', async () => {
    const { r } = await answer(
      'kubernetes-yaml',
      'kubernetes',
      'network policies for namespace ledger: deny all ingress by default, and let pods labelled app=edge-proxy reach pods labelled app=ledger-api on tcp 9443',
    );
    expect(of(r, 'Namespace')).toHaveLength(0);
    expect(
      of(r, 'NetworkPolicy').every((p) => (p.body.metadata as { namespace?: string }).namespace === 'ledger'),
    ).toBe(true);
  });

  it('must not fire: a namespace asked for is written', async () => {
    const { r } = await answer(
      'kubernetes-yaml',
      'kubernetes',
      'create a namespace ledger with a resource quota of 4 cpu, and a default deny network policy in it',
    );
    expect(of(r, 'Namespace')).toHaveLength(1);
  });
});
