/**
 * Persistence stated of a Premium cache is written and wired (issue 24, WIR/UNT): RDB snapshots at
 * the frequency asked to the storage account asked with it, as the cache's own identity granted a
 * blob data role there (the account takes no keys); never an untrue "nothing it applies to".
 */
import { generated, of, at } from '../../../testing/resources';

describe('a cache persisting its data', () => {
  it.each([
    ['arm', 'premium azure cache for redis with rdb persistence every 6 hours to a new storage account', '360'],
    ['bicep', 'azure redis, premium P2, RDB snapshots every 15 min into a storage account', '15'],
  ] as const)('%s: %s', async (format, prompt, minutes) => {
    const { resources, errors, result } = await generated(prompt, format);
    expect(errors).toEqual([]);
    const [cache] = of(resources, 'Microsoft.Cache/redis');
    expect(at(cache.body, 'identity.type')).toBe('SystemAssigned');
    const config = at(cache.body, 'properties.redisConfiguration') as Record<string, unknown>;
    expect([config['rdb-backup-enabled'], config['rdb-backup-frequency']]).toEqual(['true', minutes]);
    expect(config['preferred-data-persistence-auth-method']).toBe('ManagedIdentity');
    const roles = of(resources, 'Microsoft.Authorization/roleAssignments');
    // One grant: Storage Blob Data Contributor for the cache (its id is read back only from ARM JSON).
    expect(roles).toHaveLength(1);
    if (format === 'arm')
      expect(String(at(roles[0].body, 'properties.roleDefinitionId'))).toContain(
        'ba92f5b4-2d11-453d-a403-e96b0029c9fe',
      );
    expect(result.notCovered.filter((l) => /every|persist/i.test(l))).toEqual([]);
  });

  it('terraform: the same with the managed identity method', async () => {
    const { resources, errors } = await generated(
      'redis cache premium P1 with rdb persistence every hour to a storage account',
      'terraform-azurerm',
    );
    expect(errors).toEqual([]);
    const [cache] = of(resources, 'azurerm_redis_cache');
    expect(at(cache.body, 'redis_configuration.rdb_backup_frequency')).toBe(60);
    expect(at(cache.body, 'redis_configuration.data_persistence_authentication_method')).toBe('ManagedIdentity');
    const role = of(resources, 'azurerm_role_assignment').find((r) =>
      String(at(r.body, 'principal_id')).includes('azurerm_redis_cache'),
    );
    expect(at(role?.body, 'role_definition_name')).toBe('Storage Blob Data Contributor');
  });

  it('no persistence asked, no identity and no grant', async () => {
    const { resources } = await generated('azure cache for redis premium P1 with 2 shards', 'terraform-azurerm');
    expect(of(resources, 'azurerm_role_assignment')).toEqual([]);
    expect(at(of(resources, 'azurerm_redis_cache')[0].body, 'identity')).toBeUndefined();
  });
});
