/** Storage, Key Vault and databases. Databases use Entra ID sign-in where Azure allows it; other secrets go to Key Vault. */
import { type Component } from '../../model/types';
import { dnsLabel } from '../../model/names';
import { type Kind } from '../kind';
import { azName, inGroup } from './common';

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
];
