/**
 * A trigger keeps its filter (issue 24, WIR): the objects a request says an event is about (a key
 * prefix, a file extension) are the notification's filter in every AWS format. Wordings of our own.
 */
import { generated, of } from '../../../testing/resources';

describe('a bucket event keeps the objects it is about', () => {
  it.each([
    [
      'a node.js lambda that runs whenever a new object is uploaded to the bucket under the inbox/ prefix',
      /"filter_prefix":"inbox\/"/,
    ],
    [
      's3 bucket plus a python function triggered when files are uploaded in the raw/2024/ folder',
      /"filter_prefix":"raw\/2024\/"/,
    ],
    [
      'an sqs queue that gets an event for each new upload ending in .png in our media bucket',
      /"filter_suffix":"\.png"/,
    ],
  ])('terraform-aws: %s', async (prompt, filter) => {
    const { resources, errors } = await generated(prompt, 'terraform-aws');
    expect(errors).toEqual([]);
    const notes = of(resources, 'aws_s3_bucket_notification').map((r) => JSON.stringify(r.body));
    expect(notes.length).toBe(1);
    expect(notes[0]).toMatch(filter);
  });

  it.each([
    'a bucket and a lambda that processes every *.csv file uploaded with prefix exports/',
    'lambda (python) kicked off when a new object shows up in the exports/ folder of a new bucket, only .csv',
  ])('cloudformation: %s', async (prompt) => {
    const { resources, errors } = await generated(prompt, 'cloudformation');
    expect(errors).toEqual([]);
    const buckets = of(resources, 'AWS::S3::Bucket').map((r) => JSON.stringify(r.body));
    const notified = buckets.filter((b) => b.includes('LambdaConfigurations'));
    expect(notified.length).toBe(1);
    expect(notified[0]).toMatch(/\{"Name":"prefix","Value":"exports\/"\}/);
  });
});
