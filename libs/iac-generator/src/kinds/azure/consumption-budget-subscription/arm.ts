import { ArmExpr, type ArmWriter } from '../../../render/azure/arm-context';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { name, amount, grain, operator, threshold, contact } = decide(c);
    x.resource(c, 'Microsoft.Consumption/budgets', '2023-05-01', {
      name,
      properties: {
        category: 'Cost',
        amount:
          amount ??
          x.param(`${x.symbol(c)}Amount`, { type: 'int', description: 'Budget amount in the billing currency' }),
        timeGrain: grain,
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
            operator,
            threshold,
            thresholdType: 'Actual',
            contactEmails: contact.emails,
            contactRoles: contact.roles,
          },
        },
      },
    });
  },
};
