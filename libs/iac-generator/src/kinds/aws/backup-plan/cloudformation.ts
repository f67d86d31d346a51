import { givenName, partName } from '../../../model/names';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { cfnName, kmsArn, roleArn } from '../cloudformation/common';
import { decide } from './decide';

const VAULT = /^vaults?$/i;

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const d = decide(c, x.plan.phrases);
    // The vault's own name as given ("- vault archive-vault"), else the plan's when it already names a
    // vault ("nightly-vault"), else the plan's with "-vault".
    const base = partName(c, VAULT) ?? cfnName(c, 40);
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
              ScheduleExpression: d.schedule,
              ...(c.attrs.timeZone ? { ScheduleExpressionTimezone: c.attrs.timeZone } : {}),
              Lifecycle: { MoveToColdStorageAfterDays: d.coldAfterDays, DeleteAfterDays: d.deleteAfterDays },
              CopyActions: d.copyTo
                ? [{ DestinationBackupVaultArn: d.copyTo, Lifecycle: { DeleteAfterDays: d.deleteAfterDays } }]
                : undefined,
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
          // The tags stated select what is backed up; else what this template manages.
          ListOfTags: (d.selectionTags.length ? d.selectionTags : [{ key: 'ManagedBy', value: 'infragen' }]).map(
            (t) => ({ ConditionType: 'STRINGEQUALS', ConditionKey: t.key, ConditionValue: t.value }),
          ),
        },
      },
    });
  },
};
