import { type ArmWriter } from '../../../render/azure/arm-context';
import { decide } from './decide';
import { publicNetworkAccess } from '../closed-to-public';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { name, policy, storage } = decide(c);
    x.resource(c, 'Microsoft.RecoveryServices/vaults', '2023-04-01', {
      name,
      location: x.location(),
      sku: { name: 'RS0', tier: 'Standard' },
      properties: {
        publicNetworkAccess: publicNetworkAccess(c, x.plan) ? 'Enabled' : 'Disabled',
        redundancySettings: { standardTierStorageRedundancy: storage },
      },
    });
    const p = policy;
    if (!p) return;
    const times = [`2024-01-01T${p.time}:00Z`];
    x.resource(x.symbol(c, 'policy'), 'Microsoft.RecoveryServices/vaults/backupPolicies', '2023-04-01', {
      name: x.child(name, p.name),
      properties: {
        backupManagementType: 'AzureIaasVM',
        timeZone: p.timeZone,
        instantRpRetentionRangeInDays: 2,
        schedulePolicy: {
          schedulePolicyType: 'SimpleSchedulePolicy',
          scheduleRunFrequency: p.frequency,
          scheduleRunTimes: times,
          scheduleRunDays: p.weekdays,
        },
        retentionPolicy: {
          retentionPolicyType: 'LongTermRetentionPolicy',
          dailySchedule: p.daily
            ? { retentionTimes: times, retentionDuration: { count: p.keep, durationType: 'Days' } }
            : undefined,
          weeklySchedule: p.weekdays
            ? {
                daysOfTheWeek: p.weekdays,
                retentionTimes: times,
                retentionDuration: { count: p.keep, durationType: 'Weeks' },
              }
            : p.weeklyKeep
              ? {
                  daysOfTheWeek: [p.weeklyKeep.day],
                  retentionTimes: times,
                  retentionDuration: { count: p.weeklyKeep.weeks, durationType: 'Weeks' },
                }
              : undefined,
        },
      },
      dependsOn: [x.symbol(c)],
    });
  },
};
