/**
 * Cloud SQL database flags (`settings.database_flags { name value }` of
 * google_sql_database_instance), read for one engine. `sqlFlag`: a flag that must be on is
 * reported where it is set off, or at `settings` when it is not set at all; a flag that must stay
 * off only where it is set on. `sqlFlagValue`: a flag whose value is judged by a test, reported
 * where it is set to a bad value, or (with `omitted`, when the engine's default is unsafe) at
 * `settings` when it is not set. Instances whose engine or flags cannot be worked out are not judged.
 */
import { type RuleContext } from '../model';
import { listAt, UNKNOWN } from '../view/node';

const ON = /^(on|true|1)$/i;

type Engine = 'POSTGRES' | 'MYSQL' | 'SQLSERVER';

export function sqlFlagValue(
  ctx: RuleContext,
  engine: Engine,
  flag: string,
  bad: (value: string) => boolean,
  omitted: boolean,
): void {
  for (const r of ctx.resources('google_sql_database_instance')) {
    const version = r.body.get('database_version')?.value();
    if (typeof version !== 'string' || !version.toUpperCase().startsWith(engine)) continue;
    const settings = r.body.get('settings');
    const flags = listAt(settings, 'database_flags');
    if (flags.some((f) => f.get('name')?.value() === UNKNOWN)) continue;
    const value = flags.find((f) => f.get('name')?.value() === flag)?.get('value');
    const v = value?.value();
    if (v === UNKNOWN) continue;
    if (v === undefined || v === null) {
      if (omitted) ctx.report(r, value ?? settings);
    } else if (bad(String(v))) ctx.report(r, value);
  }
}

export function sqlFlag(ctx: RuleContext, engine: Engine, flag: string, want: 'on' | 'off'): void {
  if (want === 'on') sqlFlagValue(ctx, engine, flag, (v) => !ON.test(v), true);
  else sqlFlagValue(ctx, engine, flag, (v) => ON.test(v), false);
}
