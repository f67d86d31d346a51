/**
 * A data volume asked beside an instance's root disk is a volume of its own: an EBS volume of its
 * own size, in the instance's zone, attached to it, while the root disk keeps its size; only a
 * volume said to be the root one ("a 30 GB root volume") is the root disk. Terraform and
 * CloudFormation, read back with each format's parser and checked (zero errors).
 */
import { generated, of } from '../../../testing/resources';

const PROMPTS = [
  'an EC2 instance t3.medium with a 30 GB root disk and a separate 200 GB gp3 data volume',
  'EC2 t3.small, root disk 30 GB, plus a 200 GB EBS volume',
];

describe('a data volume beside the root disk', () => {
  it.each(PROMPTS)('terraform-aws: %s', async (prompt) => {
    const { resources, errors } = await generated(prompt, 'terraform-aws');
    expect(errors).toEqual([]);
    const [inst] = of(resources, 'aws_instance');
    expect((inst.body.root_block_device as { volume_size: number }).volume_size).toBe(30);
    const [volume] = of(resources, 'aws_ebs_volume');
    expect(volume.body.size).toBe(200);
    expect(of(resources, 'aws_volume_attachment')).toHaveLength(1);
  });

  it.each(PROMPTS)('cloudformation: %s', async (prompt) => {
    const { resources, errors } = await generated(prompt, 'cloudformation');
    expect(errors).toEqual([]);
    const [volume] = of(resources, 'AWS::EC2::Volume');
    const props = volume.body;
    expect(props.Size).toBe(200);
    // In the instance's zone, so it can be attached.
    expect(props.AvailabilityZone).toEqual({ 'Fn::GetAtt': [expect.any(String), 'AvailabilityZone'] });
    const [attachment] = of(resources, 'AWS::EC2::VolumeAttachment');
    expect(attachment.body.VolumeId).toEqual({ Ref: volume.name });
  });

  it('a volume said to be the root one is the root disk, not a volume of its own', async () => {
    const { resources } = await generated('an EC2 instance with a 50 GB root volume', 'terraform-aws');
    expect(of(resources, 'aws_ebs_volume')).toEqual([]);
    const [inst] = of(resources, 'aws_instance');
    expect((inst.body.root_block_device as { volume_size: number }).volume_size).toBe(50);
  });
});
