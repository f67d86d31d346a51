import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_servicebus_subscription_rule',
  write: (c, x) => {
    const d = decide(c);
    x.primary(c, {
      name: d.name,
      subscription_id: x.ref(c.ref.subscription as Component),
      filter_type: d.filterType,
      sql_filter: x.variable(d.expression.name, {
        type: 'string',
        description: d.expression.description,
        default: d.expression.default,
      }),
    });
  },
};
