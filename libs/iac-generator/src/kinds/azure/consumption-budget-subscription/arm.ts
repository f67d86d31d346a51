import { ArmExpr, type ArmWriter } from '../../../render/azure/arm-context';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const d = decide(c);
    x.resource(c, 'Microsoft.Consumption/budgets', '2023-05-01', {
      name: d.name,
      properties: {
        category: 'Cost',
        amount:
          d.amount ??
          x.param(`${x.symbol(c)}Amount`, { type: 'int', description: 'Budget amount in the billing currency' }),
        timeGrain: d.grain,
        // A budget starts on the first of a month.
        timePeriod: {
          startDate: x.param('budgetStartDate', {
            type: 'string',
            description: 'First day of the month the budget starts',
            defaultValue: new ArmExpr("utcNow('yyyy-MM-01')", "utcNow('yyyy-MM-01')"),
          }),
        },
        notifications: {
          actual: {
            enabled: true,
            operator: d.operator,
            threshold: d.threshold,
            thresholdType: 'Actual',
            contactEmails: d.contact.emails,
            contactRoles: d.contact.roles,
          },
        },
      },
    });
  },
};
