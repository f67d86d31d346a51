import { sqlFlagValue } from '../../helpers/sql-flags';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

// -1, the default, logs no statement by its duration.
export const rule = codeRule(spec, {
  terraform: (ctx) => sqlFlagValue(ctx, 'POSTGRES', 'log_min_duration_statement', (v) => v.trim() !== '-1', false),
});
