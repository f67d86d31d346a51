import { sqlFlagValue } from '../../helpers/sql-flags';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

// The levels above ERROR; left out, PostgreSQL logs from WARNING up.
const ERRORS_UNLOGGED = /^(log|fatal|panic)$/i;

export const rule = codeRule(spec, {
  terraform: (ctx) => sqlFlagValue(ctx, 'POSTGRES', 'log_min_messages', (v) => ERRORS_UNLOGGED.test(v.trim()), false),
});
