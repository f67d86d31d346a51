/**
 * A NAT gateway the request ruled out is never added against its words, even when private workloads
 * would reach the internet through it: the answer says they have no internet egress instead, in
 * every AWS format.
 */
import { generated, of } from '../../testing/resources';

describe('no NAT gateway when the request rules it out', () => {
  it.each<[string, RegExp]>([
    ['an EKS cluster with a managed node group in private subnets; we do not want a NAT gateway', /nodes/],
    ['Fargate service for the image public.ecr.aws/acme/api:3 in private subnets, without NAT', /tasks/],
  ])('%s', async (prompt, who) => {
    for (const [format, nat] of [
      ['terraform-aws', 'aws_nat_gateway'],
      ['cloudformation', 'AWS::EC2::NatGateway'],
    ] as const) {
      const { resources, errors, result } = await generated(prompt, format);
      expect(errors).toEqual([]);
      expect(of(resources, nat)).toEqual([]);
      const said = result.notCovered.find((n) => /NAT gateway/.test(n));
      expect(said).toMatch(/no internet egress/);
      expect(said).toMatch(who);
    }
  });

  it('without a word against it, private tasks still get their NAT gateway', async () => {
    const { resources } = await generated(
      'Fargate service for the image public.ecr.aws/acme/api:3 in private subnets',
      'terraform-aws',
    );
    expect(of(resources, 'aws_nat_gateway')).toHaveLength(1);
  });
});
