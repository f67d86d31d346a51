/**
 * A backup plan selects what it backs up by the tags the request states ("every resource tagged
 * tier=gold"), in every format, and says it did; with none stated and nothing to back up in the
 * request, by its own default tag (issue 24: a stated setting is written or said, never replaced
 * silently by a default). Prompts of our own; each answer is checked output (zero errors).
 */
import { at, generated, of } from './testing/resources';

describe('a backup plan selects by the tags stated', () => {
  it('terraform-aws: the stated tag is the selection tag, and it is reported honoured', async () => {
    const { result, resources, errors } = await generated(
      'an AWS Backup plan that backs up every resource tagged tier=gold daily, keeping 14 days',
      'terraform-aws',
    );
    expect(errors).toEqual([]);
    const selection = of(resources, 'aws_backup_selection')[0]?.body ?? {};
    expect(at(selection, 'selection_tag.key')).toBe('tier');
    expect(at(selection, 'selection_tag.value')).toBe('gold');
    expect(result.covered.flatMap((c) => c.settings ?? [])).toContain('tier=gold (labels)');
    expect(result.notCovered.filter((l) => l.includes('tier=gold'))).toEqual([]);
  });

  it('cloudformation: the stated tag is the selection condition', async () => {
    const { resources, errors } = await generated(
      'an AWS Backup plan that backs up every resource tagged tier=gold daily',
      'cloudformation',
    );
    expect(errors).toEqual([]);
    const selection = of(resources, 'AWS::Backup::BackupSelection')[0]?.body ?? {};
    expect(at(selection, 'BackupSelection.ListOfTags.0.ConditionKey')).toBe('tier');
    expect(at(selection, 'BackupSelection.ListOfTags.0.ConditionValue')).toBe('gold');
  });

  it('terraform-aws: with no tag stated and nothing to back up, its default tag selects', async () => {
    const { resources, errors } = await generated('an AWS Backup plan, daily, keeping 30 days', 'terraform-aws');
    expect(errors).toEqual([]);
    const selection = of(resources, 'aws_backup_selection')[0]?.body ?? {};
    expect(at(selection, 'selection_tag.key')).toBe('Backup');
  });
});
