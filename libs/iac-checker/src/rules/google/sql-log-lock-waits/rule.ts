import { sqlFlag } from '../../helpers/sql-flags';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

export const rule = codeRule(spec, { terraform: (ctx) => sqlFlag(ctx, 'POSTGRES', 'log_lock_waits', 'on') });
