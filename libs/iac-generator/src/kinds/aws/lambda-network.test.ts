/**
 * A Lambda function asked for with a network runs in it (issue 24, class 7): in the private subnets,
 * with a security group of its own and the VPC access policy, and reaches out through a NAT
 * gateway (private subnets have no other way out). A function alone stays outside any VPC; a
 * request that rules NAT out gets none, and the answer says what that leaves.
 */
import { type FormatId } from '@infragen/contracts';
import { at, generated, of } from '../../testing/resources';

const FORMATS = ['terraform-aws', 'cloudformation'] as const satisfies readonly FormatId[];
const LAMBDA: Record<(typeof FORMATS)[number], { type: string; vpc: string; nat: string }> = {
  'terraform-aws': { type: 'aws_lambda_function', vpc: 'vpc_config', nat: 'aws_nat_gateway' },
  cloudformation: { type: 'AWS::Lambda::Function', vpc: 'VpcConfig', nat: 'AWS::EC2::NatGateway' },
};

describe('a Lambda function asked for with a network', () => {
  it.each(FORMATS)('%s: runs in its private subnets and reaches out through a NAT gateway', async (format) => {
    const t = LAMBDA[format];
    const { resources, errors } = await generated(
      'a VPC with private subnets and a Node.js Lambda inside it that posts to a partner webhook',
      format,
    );
    expect(errors).toEqual([]);
    const [fn] = of(resources, t.type);
    expect(at(fn.body, t.vpc)).toBeDefined();
    expect(of(resources, t.nat)).toHaveLength(1);
  });

  it.each(FORMATS)('%s: a function alone is not put in a network', async (format) => {
    const t = LAMBDA[format];
    const { resources } = await generated('a Python Lambda function that resizes images', format);
    expect(at(of(resources, t.type)[0].body, t.vpc)).toBeUndefined();
    expect(of(resources, t.nat)).toHaveLength(0);
  });

  it('terraform-aws: with NAT ruled out, no NAT gateway and a line that says what that leaves', async () => {
    const { resources, result } = await generated(
      'a Lambda function in the private subnets of a new VPC, no NAT gateway',
      'terraform-aws',
    );
    expect(at(of(resources, 'aws_lambda_function')[0].body, 'vpc_config')).toBeDefined();
    expect(of(resources, 'aws_nat_gateway')).toHaveLength(0);
    expect(result.notCovered.join('\n')).toMatch(/NAT gateway/);
  });
});
