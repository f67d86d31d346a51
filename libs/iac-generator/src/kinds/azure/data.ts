/** Storage, Key Vault and databases. Databases use Entra ID sign-in where Azure allows it; other secrets go to Key Vault. */
import { type Component } from '../../model/types';
import { dnsLabel } from '../../model/names';
import { type Kind } from '../kind';
import { azName, endpointTarget, inGroup, subnetFor, vaultFor } from './common';

/**
 * A blob container's name: for one named inside its account, the name the request gave it there
 * (read from the account, whose stated children it honours); otherwise its own name or label.
 */
export function containerName(c: Component): string {
  const [i, j] = (c.config.child as [number, number] | undefined) ?? [];
  const given =
    i === undefined || j === undefined ? undefined : (c.ref.account as Component).attrs.children?.[i]?.names[j];
  return given ? dnsLabel(given, 63) : azName(c, 63);
}

export const DATA_KINDS: Kind[] = [
  {
    kind: 'azure.storage_account',
    label: 'main',
    title: 'Storage account',
    needs: (c, plan) => {
      inGroup(c, plan);
      // Containers named or described inside the account ("with a container 'raw'", "a container for exports").
      (c.attrs.children ?? []).forEach((child, i) => {
        if (!/^(?:blob\s+)?containers?$/.test(child.word)) return;
        (child.names.length ? child.names : [undefined]).forEach((name, j) => {
          const ct = plan.add('azure.storage_container', { name, label: name ?? `${c.id}_data`, phrase: c.phrase });
          ct.ref.account = c;
          ct.config.child = [i, j];
        });
      });
      // A container asked for on its own, with no account yet, goes in this one.
      const holds = (s: Component) => s.ref.account === c || (!s.ref.account && !s.implicit);
      if (!plan.all('azure.storage_container').some(holds) && !c.implicit)
        plan.add('azure.storage_container', {
          implicit: 'a private blob container to store data in',
          label: c.id,
        }).ref.account = c;
    },
  },
  {
    kind: 'azure.storage_container',
    label: 'data',
    title: 'Blob container',
    needs: (c, plan) => {
      inGroup(c, plan);
      c.ref.account ??=
        plan.first('azure.storage_account') ??
        plan.add('azure.storage_account', { implicit: 'the account that holds the container', label: 'main' });
    },
  },
  {
    kind: 'azure.storage_blob',
    label: 'object',
    title: 'Blob',
    needs: (c, plan) => {
      inGroup(c, plan);
      c.ref.container =
        plan.first('azure.storage_container') ??
        plan.add('azure.storage_container', { implicit: 'the container the blob goes in', label: 'data' });
    },
  },
  {
    kind: 'azure.storage_share',
    label: 'files',
    title: 'File share',
    needs: (c, plan) => {
      inGroup(c, plan);
      c.ref.account =
        plan.first('azure.storage_account') ??
        plan.add('azure.storage_account', { implicit: 'the account that holds the share', label: 'main' });
    },
  },
  {
    kind: 'azure.key_vault',
    label: 'main',
    title: 'Key Vault',
    needs: inGroup,
  },
  {
    kind: 'azure.key_vault_secret',
    label: 'app_secret',
    title: 'Key Vault secret',
    needs: (c, plan) => void vaultFor(c, plan),
  },
  {
    kind: 'azure.postgresql_flexible_server',
    label: 'main',
    title: 'PostgreSQL flexible server',
    needs: (c, plan) => {
      const source = c.ref.source as Component | undefined;
      if (c.config.replica && source) {
        c.ref.group = source.ref.group;
        c.ref.subnet = source.ref.subnet;
        return;
      }
      // Reached through a private endpoint, the server is not injected into a subnet of its own.
      if (plan.all('azure.private_endpoint').some((pe) => endpointTarget(pe, plan) === c)) {
        inGroup(c, plan);
        c.config.privateEndpoint = true;
        return;
      }
      for (let i = 1; i <= Math.min(c.attrs.readReplicas ?? 0, 5); i++) {
        const replica = plan.add('azure.postgresql_flexible_server', {
          label: `${c.id}_replica_${i}`,
          phrase: c.phrase,
          attrs: { ...c.attrs },
          config: { replica: true },
        });
        replica.ref.source = c;
        plan.handOver(c, replica, 'read replicas');
      }
      const s = subnetFor(c, plan, 'postgres');
      s.config.delegation = 'Microsoft.DBforPostgreSQL/flexibleServers';
    },
  },
  {
    kind: 'azure.mysql_flexible_server',
    label: 'main',
    title: 'MySQL flexible server',
    needs: (c, plan) => {
      vaultFor(c, plan);
      if (plan.all('azure.private_endpoint').some((pe) => endpointTarget(pe, plan) === c)) {
        c.config.privateEndpoint = true;
        return;
      }
      const s = subnetFor(c, plan, 'mysql');
      s.config.delegation = 'Microsoft.DBforMySQL/flexibleServers';
      vaultFor(c, plan);
    },
  },
  {
    kind: 'azure.mssql_server',
    label: 'main',
    title: 'Azure SQL server and database',
    needs: inGroup,
  },
  {
    kind: 'azure.cosmosdb_account',
    label: 'main',
    title: 'Cosmos DB account',
    needs: inGroup,
  },
  {
    kind: 'azure.redis_cache',
    label: 'main',
    title: 'Azure Cache for Redis',
    needs: inGroup,
  },
];
