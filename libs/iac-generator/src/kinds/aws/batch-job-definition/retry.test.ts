/**
 * Retry attempts asked of a Batch job definition are its retry strategy, within the 1 to 10 Batch
 * takes; a count beyond that is not written. Wordings of our own.
 */
import { at, generated, of } from '../../../testing/resources';

describe("a Batch job definition's retries", () => {
  it('terraform-aws: writes the attempts asked', async () => {
    const { resources } = await generated(
      'an AWS Batch job definition named resize with 4 retry attempts',
      'terraform-aws',
    );
    expect(JSON.stringify(at(of(resources, 'aws_batch_job_definition')[0].body, 'retry_strategy'))).toMatch(
      /"attempts":4/,
    );
  });

  it('terraform-aws: writes no attempts beyond 10', async () => {
    const { resources } = await generated('an AWS Batch job definition that retries up to 12 times', 'terraform-aws');
    expect(at(of(resources, 'aws_batch_job_definition')[0].body, 'retry_strategy')).toBeUndefined();
  });
});
