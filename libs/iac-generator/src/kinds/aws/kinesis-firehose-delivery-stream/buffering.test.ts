/**
 * A stream's buffer asked by size and time is written in the attribute's own unit (MB, seconds),
 * never read as memory of the bucket or a schedule; a size outside what Firehose takes is not
 * written, and the answer does not call it written. Wordings of our own.
 */
import { at, generated, of } from '../../../testing/resources';

describe("a delivery stream's buffering", () => {
  it('terraform-aws: writes the size and the interval asked', async () => {
    const { resources, errors, result } = await generated(
      'a Firehose stream delivering into an S3 bucket, buffering 48 MB or 2 minutes',
      'terraform-aws',
    );
    expect(errors).toEqual([]);
    const s3 = JSON.stringify(
      at(of(resources, 'aws_kinesis_firehose_delivery_stream')[0].body, 'extended_s3_configuration'),
    );
    expect(s3).toMatch(/"buffering_size":48/);
    expect(s3).toMatch(/"buffering_interval":120/);
    expect(result.notCovered.join('\n')).not.toMatch(/48 MB|2 minutes/);
  });

  it('cloudformation: the time first, then the size', async () => {
    const { resources } = await generated(
      'a Kinesis Firehose delivery stream to S3 that flushes every 60 seconds or 16 MB',
      'cloudformation',
    );
    const body = JSON.stringify(of(resources, 'AWS::KinesisFirehose::DeliveryStream')[0].body);
    expect(body).toContain('"BufferingHints":{"IntervalInSeconds":60,"SizeInMBs":16}');
  });

  it('terraform-aws: a size beyond 128 MB is not written, and not said to be', async () => {
    const { resources, result } = await generated(
      'a Firehose stream into an S3 bucket with a buffer size of 2 GB',
      'terraform-aws',
    );
    const s3 = JSON.stringify(
      at(of(resources, 'aws_kinesis_firehose_delivery_stream')[0].body, 'extended_s3_configuration'),
    );
    expect(s3).not.toMatch(/buffering_size/);
    expect(result.notCovered.join('\n')).toMatch(/2 GB/);
  });
});
