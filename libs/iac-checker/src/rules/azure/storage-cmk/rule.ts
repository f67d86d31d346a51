import { codeRule } from '../../declarative/load';
import spec from './rule.json';

export const rule = codeRule(spec, {
  terraform: (ctx) => {
    for (const r of ctx.resources('azurerm_storage_account')) {
      if (r.body.get('customer_managed_key')) continue;
      // The key may be given by a resource of its own, naming the account.
      if (ctx.referrers(r, ['azurerm_storage_account_customer_managed_key'], 'storage_account_id').length) continue;
      ctx.report(r);
    }
  },
});
