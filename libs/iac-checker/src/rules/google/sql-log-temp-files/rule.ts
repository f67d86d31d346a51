import { sqlFlagValue } from '../../helpers/sql-flags';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

// -1 (the default) logs none; a size above 0 logs only files larger than it.
export const rule = codeRule(spec, {
  terraform: (ctx) => sqlFlagValue(ctx, 'POSTGRES', 'log_temp_files', (v) => v.trim() !== '0', true),
});
