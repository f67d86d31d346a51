import { givenName } from '../../../model/names';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { kmsArn, roleArn } from '../cloudformation/common';
import { backupSchedule } from '../settings';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    // The name as given when it already names a vault ("nightly-vault"), else the plan's with "-vault".
    const base = givenName(c)
      .replace(/[^A-Za-z0-9_-]/g, '-')
      .slice(0, 40);
    const vault = x.add(x.id(c, 'Vault'), {
      Type: 'AWS::Backup::BackupVault',
      Properties: {
        BackupVaultName: /vault$/i.test(base) ? base : `${base}-vault`,
        EncryptionKeyArn: kmsArn(c, x),
      },
    });
    x.add(x.id(c), {
      Type: 'AWS::Backup::BackupPlan',
      Properties: {
        BackupPlan: {
          BackupPlanName: givenName(c).slice(0, 50),
          BackupPlanRule: [
            {
              RuleName: 'daily',
              TargetBackupVault: { Ref: vault },
              ScheduleExpression: backupSchedule(c.attrs.schedule),
              Lifecycle: { DeleteAfterDays: c.attrs.retentionDays ?? 35 },
            },
          ],
        },
      },
    });
    x.add(x.id(c, 'Selection'), {
      Type: 'AWS::Backup::BackupSelection',
      Properties: {
        BackupPlanId: x.ref(c),
        BackupSelection: {
          SelectionName: 'tagged',
          IamRoleArn: roleArn(c, x),
          ListOfTags: [{ ConditionType: 'STRINGEQUALS', ConditionKey: 'ManagedBy', ConditionValue: 'infragen' }],
        },
      },
    });
  },
};
