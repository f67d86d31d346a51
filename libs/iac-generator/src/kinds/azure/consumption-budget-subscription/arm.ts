import { ArmExpr, type ArmWriter } from '../../../render/azure/arm-context';
import { ownName } from '../naming';
import { budgetThreshold, statedEmail } from '../notify';

export const arm: ArmWriter = {
  write: (c, x) => {
    const email = statedEmail(c);
    x.resource(c, 'Microsoft.Consumption/budgets', '2023-05-01', {
      name: ownName(c, 'budget'),
      properties: {
        category: 'Cost',
        amount:
          c.attrs.amount ??
          x.param(`${x.symbol(c)}Amount`, { type: 'int', description: 'Budget amount in the billing currency' }),
        timeGrain: c.attrs.timeGrain ?? 'Monthly',
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
            operator: 'GreaterThanOrEqualTo',
            threshold: budgetThreshold(c),
            thresholdType: 'Actual',
            contactEmails: email ? [email] : undefined,
            // With no address stated, the owners are told.
            contactRoles: email ? undefined : ['Owner'],
          },
        },
      },
    });
  },
};
