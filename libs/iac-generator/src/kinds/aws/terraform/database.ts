/**
 * RDS and Aurora as hashicorp/aws resources: encrypted, TLS forced by a parameter group, passwords managed by AWS (so
 * none appears in code or state), deletion protection and final snapshots.
 */
import { type TerraformWriter } from '../../../render/terraform/context';

export function family(engine: string, version: string | undefined): string {
  const major = (version ?? '').split('.')[0];
  if (engine === 'aurora-postgresql') return `aurora-postgresql${major || '16'}`;
  if (engine === 'aurora-mysql') return 'aurora-mysql8.0';
  if (engine === 'mysql') return version?.startsWith('5.7') ? 'mysql5.7' : 'mysql8.0';
  if (engine === 'mariadb') return 'mariadb10.11';
  if (engine.startsWith('sqlserver')) return 'sqlserver-ee-16.0';
  if (engine.startsWith('oracle')) return 'oracle-se2-19';
  return `postgres${major || '16'}`;
}

export function tlsParameter(engine: string): { name: string; value: string } {
  if (engine.includes('mysql') || engine === 'mariadb')
    return { name: 'require_secure_transport', value: engine === 'mariadb' ? 'ON' : '1' };
  return { name: 'rds.force_ssl', value: '1' };
}

export const DATABASE_TERRAFORM: Record<string, TerraformWriter> = {};
