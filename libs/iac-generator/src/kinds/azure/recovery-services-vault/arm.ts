import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';
import { ownName } from '../naming';
import { backupSchedule } from '../notify';

export const arm: ArmWriter = {
  write: (c, x) => {
    const name = ownName(c, 'rsv');
    x.resource(c, 'Microsoft.RecoveryServices/vaults', '2023-04-01', {
      name,
      location: x.location(),
      sku: { name: 'RS0', tier: 'Standard' },
      properties: { publicNetworkAccess: 'Disabled' },
    });
    // A stated schedule or retention is a VM backup policy of the vault.
    if (c.attrs.schedule === undefined && c.attrs.retentionDays === undefined && !c.attrs.timeOfDay) return;
    const p = backupSchedule(c);
    const times = [`2024-01-01T${p.time}:00Z`];
    x.resource(x.symbol(c, 'policy'), 'Microsoft.RecoveryServices/vaults/backupPolicies', '2023-04-01', {
      name: x.child(name, `${azName(c, 40)}-vm-${p.frequency.toLowerCase()}`),
      properties: {
        backupManagementType: 'AzureIaasVM',
        timeZone: 'UTC',
        instantRpRetentionRangeInDays: 2,
        schedulePolicy: {
          schedulePolicyType: 'SimpleSchedulePolicy',
          scheduleRunFrequency: p.frequency,
          scheduleRunTimes: times,
          scheduleRunDays: p.weekdays,
        },
        retentionPolicy: {
          retentionPolicyType: 'LongTermRetentionPolicy',
          dailySchedule:
            p.frequency === 'Daily'
              ? { retentionTimes: times, retentionDuration: { count: p.keep, durationType: 'Days' } }
              : undefined,
          weeklySchedule: p.weekdays
            ? {
                daysOfTheWeek: p.weekdays,
                retentionTimes: times,
                retentionDuration: { count: p.keep, durationType: 'Weeks' },
              }
            : undefined,
        },
      },
      dependsOn: [x.symbol(c)],
    });
  },
};
