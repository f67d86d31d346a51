/**
 * MSK refuses client subnets that share an availability zone (BRK): the subnets written for a
 * cluster take one zone each, in both AWS formats.
 */
import { type FormatId } from '@infragen/contracts';
import { generateInfrastructure } from '../../../testing/resources';

const text = (prompt: string, format: FormatId) =>
  generateInfrastructure({ prompt, platform: 'aws', format })
    .files.map((f) => f.content)
    .join('\n');

describe('MSK client subnets', () => {
  it('terraform: one zone per subnet', () => {
    const out = text('Kafka on MSK named clickstream, three kafka.m5.large brokers, version 3.7.x', 'terraform-aws');
    const zones = [...out.matchAll(/availability_zone\s+= data\.aws_availability_zones\.available\.names\[(\d)\]/g)];
    expect(zones.map((m) => m[1]).sort()).toEqual(['0', '1', '2']);
  });

  it('cloudformation: one zone per subnet', () => {
    const out = text('an Amazon MSK cluster clickstream with 3 brokers', 'cloudformation');
    const zones = [...out.matchAll(/AvailabilityZone:\s+Fn::Select:\s+- (\d)/g)];
    expect(zones.map((m) => m[1]).sort()).toEqual(['0', '1', '2']);
  });
});
