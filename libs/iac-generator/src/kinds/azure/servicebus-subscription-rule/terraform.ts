import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_servicebus_subscription_rule',
  write: (c, x) => {
    const { name, filterType, expression } = decide(c);
    x.primary(c, {
      name,
      subscription_id: x.ref(c.ref.subscription as Component),
      filter_type: filterType,
      sql_filter: x.variable(expression.name, {
        type: 'string',
        description: expression.description,
        default: expression.default,
      }),
    });
  },
};
