/** Logs, alarms, dashboards, backups, audit, builds, streams and search as CloudFormation. */
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { kmsArn, roleArn, sgRefs, subnetRefs } from './common';
import { dnsName } from '../common';
import { givenName } from '../../../model/names';
import { backupSchedule } from '../settings';

export const OPERATIONS_CLOUDFORMATION: Record<string, CloudFormationWriter> = {
  'aws.backup_plan': {
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
  },
  'aws.sagemaker_notebook_instance': {
    write: (c, x) =>
      void x.add(x.id(c), {
        Type: 'AWS::SageMaker::NotebookInstance',
        Properties: {
          NotebookInstanceName: c.name ? dnsName(c) : undefined,
          InstanceType: 'ml.t3.medium',
          RoleArn: roleArn(c, x),
          KmsKeyId: kmsArn(c, x),
          DirectInternetAccess: 'Disabled',
          RootAccess: 'Disabled',
          SubnetId: subnetRefs(c, x)[0],
          SecurityGroupIds: sgRefs(c, x),
        },
      }),
  },
};
