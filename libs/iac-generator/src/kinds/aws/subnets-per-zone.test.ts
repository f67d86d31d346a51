/**
 * Counts of parts per availability zone are honoured (issue 24, WIR): "subnets in 3 AZs" is one
 * subnet of the tier in each of three zones, "a public and a private subnet in each of 2 AZs" two of
 * each tier, each in its own zone, in every format.
 */
import { type FormatId } from '@infragen/contracts';
import { at, generated, of } from '../../testing/resources';

const BOTH = ['terraform-aws', 'cloudformation'] as const satisfies readonly FormatId[];
const SUBNET = { 'terraform-aws': 'aws_subnet', cloudformation: 'AWS::EC2::Subnet' } as const;
const ZONE = { 'terraform-aws': 'availability_zone', cloudformation: 'AvailabilityZone' } as const;

describe('subnets per availability zone', () => {
  it.each(BOTH)('%s: isolated subnets spread across four AZs are four, in four zones', async (format) => {
    const { resources, errors } = await generated(
      'a new VPC for the ledger with isolated private subnets spread across four availability zones',
      format,
    );
    expect(errors).toEqual([]);
    const subnets = of(resources, SUBNET[format]);
    expect(subnets).toHaveLength(4);
    expect(new Set(subnets.map((s) => JSON.stringify(at(s.body, ZONE[format])))).size).toBe(4);
  });

  it.each(BOTH)('%s: one public and one private subnet in each of three AZs are three of each', async (format) => {
    const { resources, errors } = await generated(
      'vpc 10.50.0.0/16 with a public and a private subnet in each of 3 AZs',
      format,
    );
    expect(errors).toEqual([]);
    const subnets = of(resources, SUBNET[format]);
    expect(subnets).toHaveLength(6);
    const flag = format === 'terraform-aws' ? 'map_public_ip_on_launch' : 'MapPublicIpOnLaunch';
    expect(subnets.filter((s) => at(s.body, flag) === true)).toHaveLength(3);
  });
});
