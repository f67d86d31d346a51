/**
 * Recovery points moved to cold storage (issue 24, SIL/CON): the move is written on the plan's rule,
 * and AWS Backup keeps a point there at least 90 days, so a deletion asked sooner than 90 days after
 * the move is written without the move and the answer says why, never both silently (a deploy fails).
 * Wordings of our own, both AWS formats.
 */
import { type FormatId } from '@infragen/contracts';
import { at, generated, of } from '../../../testing/resources';

const BOTH = ['terraform-aws', 'cloudformation'] as const satisfies readonly FormatId[];

const lifecycle = async (prompt: string, format: FormatId) => {
  const { resources, errors, result } = await generated(prompt, format);
  expect(errors).toEqual([]);
  const [plan] = of(resources, format === 'terraform-aws' ? 'aws_backup_plan' : 'AWS::Backup::BackupPlan');
  const life =
    format === 'terraform-aws'
      ? (at(plan.body, 'rule.lifecycle') as Record<string, unknown>)
      : (at(plan.body, 'BackupPlan.BackupPlanRule.0.Lifecycle') as Record<string, unknown>);
  return { life, explanation: result.explanation };
};

describe('a backup plan moving recovery points to cold storage', () => {
  it.each(BOTH)('%s: the move and a retention long enough are both written', async (format) => {
    const { life, explanation } = await lifecycle(
      'AWS Backup plan for the file shares: weekly backups, transition to cold storage after 45 days, delete after 200 days',
      format,
    );
    const [cold, del] =
      format === 'terraform-aws'
        ? ['cold_storage_after', 'delete_after']
        : ['MoveToColdStorageAfterDays', 'DeleteAfterDays'];
    expect(life[cold]).toBe(45);
    expect(life[del]).toBe(200);
    expect(explanation).not.toMatch(/not covered: '[^']*cold storage/);
  });

  it.each(BOTH)('%s: a deletion under 90 days after the move keeps the retention and says why', async (format) => {
    const { life, explanation } = await lifecycle(
      'AWS Backup plan: daily backups, move them to cold storage after 20 days and delete after 75 days',
      format,
    );
    const [cold, del] =
      format === 'terraform-aws'
        ? ['cold_storage_after', 'delete_after']
        : ['MoveToColdStorageAfterDays', 'DeleteAfterDays'];
    expect(life[cold]).toBeUndefined();
    expect(life[del]).toBe(75);
    expect(explanation).toMatch(
      /not covered: '[^']*cold storage after 20 days[^']*' \(as asked it cannot be written: [^)]*90 days/,
    );
  });
});
