/**
 * Azure NetApp Files: an account, a capacity pool (service level, size in TiB) and a volume
 * (protocol, quota, a subnet delegated to NetApp Files), in every Azure format; "volume" in such a
 * request is never a managed disk.
 */
import { at, generated, of } from '../../../testing/resources';

const TYPES = {
  'terraform-azurerm': {
    account: 'azurerm_netapp_account',
    pool: 'azurerm_netapp_pool',
    volume: 'azurerm_netapp_volume',
  },
  arm: {
    account: 'Microsoft.NetApp/netAppAccounts',
    pool: 'Microsoft.NetApp/netAppAccounts/capacityPools',
    volume: 'Microsoft.NetApp/netAppAccounts/capacityPools/volumes',
  },
  bicep: {
    account: 'Microsoft.NetApp/netAppAccounts',
    pool: 'Microsoft.NetApp/netAppAccounts/capacityPools',
    volume: 'Microsoft.NetApp/netAppAccounts/capacityPools/volumes',
  },
} as const;
const FORMATS = Object.keys(TYPES) as (keyof typeof TYPES)[];
const PROMPT =
  'On Azure NetApp Files: one account, an Ultra capacity pool sized 2 TiB, and a volume of 500 GiB over NFSv4.1 in a delegated subnet';

describe('Azure NetApp Files', () => {
  it.each(FORMATS)('%s: account, pool and volume with the settings said', async (format) => {
    const { resources, errors, result } = await generated(PROMPT, format);
    expect(errors).toEqual([]);
    const t = TYPES[format];
    expect(of(resources, t.account)).toHaveLength(1);
    const [pool] = of(resources, t.pool);
    const [volume] = of(resources, t.volume);
    if (format === 'terraform-azurerm') {
      expect([pool.body.service_level, pool.body.size_in_tb]).toEqual(['Ultra', 2]);
      expect([volume.body.storage_quota_in_gb, volume.body.protocols, volume.body.service_level]).toEqual([
        500,
        ['NFSv4.1'],
        'Ultra',
      ]);
      const [subnet] = of(resources, 'azurerm_subnet');
      expect(at(subnet.body, 'delegation.service_delegation.name')).toBe('Microsoft.NetApp/volumes');
    } else {
      expect(at(pool.body, 'properties.serviceLevel')).toBe('Ultra');
      expect(at(pool.body, 'properties.size')).toBe(2 * 1024 ** 4);
      expect(at(volume.body, 'properties.protocolTypes')).toEqual(['NFSv4.1']);
      expect(at(volume.body, 'properties.usageThreshold')).toBe(500 * 1024 ** 3);
    }
    expect(of(resources, format === 'terraform-azurerm' ? 'azurerm_managed_disk' : 'Microsoft.Compute/disks')).toEqual(
      [],
    );
    // ARM takes a pool's size in bytes, where the truth check cannot see '2 TiB' written: it says to check it.
    expect(result.explanation).not.toMatch(format === 'terraform-azurerm' ? /not covered/ : /not covered: '(?!2 TiB)/);
  });

  it('a Premium pool of 4 TiB and a volume with no protocol said: NFSv3 exported to its own subnet only', async () => {
    const { resources } = await generated(
      'Azure NetApp Files account with a Premium capacity pool of 4 TiB and a volume of 200 GiB',
      'terraform-azurerm',
    );
    const [volume] = of(resources, 'azurerm_netapp_volume');
    expect(of(resources, 'azurerm_netapp_pool')[0].body.service_level).toBe('Premium');
    expect(volume.body.protocols).toEqual(['NFSv3']);
    const [subnet] = of(resources, 'azurerm_subnet');
    expect(at(volume.body, 'export_policy_rule.allowed_clients')).toEqual(subnet.body.address_prefixes);
  });
});
