import { listAt } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

export const rule = codeRule(spec, {
  terraform: (ctx) => {
    for (const r of ctx.resources('google_sql_database_instance'))
      for (const n of listAt(r.body, 'settings.ip_configuration.authorized_networks')) {
        const value = n.get('value');
        if (value?.value() === '0.0.0.0/0') ctx.report(r, value);
      }
  },
});
