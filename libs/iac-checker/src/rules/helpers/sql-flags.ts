/**
 * Cloud SQL database flags (`settings.database_flags { name value }` of
 * google_sql_database_instance), read for one engine: a flag that must be on is reported where it
 * is set off, or at `settings` when it is not set at all; a flag that must stay off only where it
 * is set on. Instances whose engine or flags cannot be worked out are not judged.
 */
import { type RuleContext } from '../model';
import { listAt, UNKNOWN } from '../view/node';

const ON = /^(on|true|1)$/i;

export function sqlFlag(
  ctx: RuleContext,
  engine: 'POSTGRES' | 'MYSQL' | 'SQLSERVER',
  flag: string,
  want: 'on' | 'off',
): void {
  for (const r of ctx.resources('google_sql_database_instance')) {
    const version = r.body.get('database_version')?.value();
    if (typeof version !== 'string' || !version.toUpperCase().startsWith(engine)) continue;
    const settings = r.body.get('settings');
    const flags = listAt(settings, 'database_flags');
    if (flags.some((f) => f.get('name')?.value() === UNKNOWN)) continue;
    const set = flags.find((f) => f.get('name')?.value() === flag);
    const value = set?.get('value');
    const v = value?.value();
    if (v === UNKNOWN) continue;
    const on = v !== undefined && v !== null && ON.test(String(v));
    if (want === 'on' && !on) ctx.report(r, value ?? settings);
    if (want === 'off' && set && on) ctx.report(r, value);
  }
}
