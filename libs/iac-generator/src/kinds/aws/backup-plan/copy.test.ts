/**
 * A backup plan that copies its recovery points to another vault (issue 24, WIR): the rule's copy
 * action names that vault by the ARN given, keeping the copies as long as the originals; with no
 * copy asked there is none. Both AWS formats, wordings of our own.
 */
import { type FormatId } from '@infragen/contracts';
import { at, generated, of } from '../../../testing/resources';

const BOTH = ['terraform-aws', 'cloudformation'] as const satisfies readonly FormatId[];
const OFFSITE = 'arn:aws:backup:us-west-2:444455556666:backup-vault:offsite-copies';

describe('recovery points are copied to the vault the request gives', () => {
  it.each(BOTH)('%s: nightly backups kept 14 days, each copied offsite', async (format) => {
    const { resources, errors, result } = await generated(
      `AWS Backup plan running nightly at 01:30 UTC keeping 14 days; copy every recovery point to ${OFFSITE}`,
      format,
    );
    expect(errors).toEqual([]);
    const [plan] = of(resources, format === 'terraform-aws' ? 'aws_backup_plan' : 'AWS::Backup::BackupPlan');
    if (format === 'terraform-aws') {
      expect(at(plan.body, 'rule.copy_action.destination_vault_arn')).toBe(OFFSITE);
      expect(at(plan.body, 'rule.copy_action.lifecycle.delete_after')).toBe(14);
    } else {
      expect(JSON.stringify(at(plan.body, 'BackupPlan'))).toContain(
        JSON.stringify({ DestinationBackupVaultArn: OFFSITE, Lifecycle: { DeleteAfterDays: 14 } }),
      );
    }
    expect(result.explanation).not.toContain(`not covered: '${OFFSITE}'`);
  });

  it('terraform-aws: a vault ARN said without a copy is no copy', async () => {
    const { resources } = await generated('an AWS Backup plan with daily backups kept 7 days', 'terraform-aws');
    const [plan] = of(resources, 'aws_backup_plan');
    expect(at(plan.body, 'rule.copy_action')).toBeUndefined();
  });
});
