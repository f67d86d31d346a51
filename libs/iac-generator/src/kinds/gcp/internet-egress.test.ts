/**
 * Private machines going out to the internet without addresses of their own is what a NAT does:
 * the request's words for it ("internet egress", "outbound internet access") are a NAT on every
 * cloud, and on Google Cloud the Cloud Router it runs on (issue 24, WIR). Wordings of our own.
 */
import { generated, of } from '../../testing/resources';

describe('internet egress without public addresses is a NAT', () => {
  it.each([
    'a vpc named edge with a subnet 10.8.0.0/20, and give the private instances outbound internet access without public ips',
    'network "batch" in europe-west1 with subnet jobs 10.40.0.0/24; the workers need internet egress but no external IPs',
    'a VPC with one subnet; VMs there should reach the internet without public IPs and the NAT should only log errors',
  ])('terraform-google: %s', async (prompt) => {
    const { resources, errors, result } = await generated(prompt, 'terraform-google');
    expect(errors).toEqual([]);
    const nat = of(resources, 'google_compute_router_nat');
    expect(nat.length).toBe(1);
    expect(JSON.stringify(nat[0].body)).toMatch(/google_compute_router\.\w+\.name/);
    expect(of(resources, 'google_compute_router').length).toBe(1);
    expect(result.notCovered ?? []).not.toContainEqual(expect.stringMatching(/Cloud NAT/));
  });

  it.each([
    'a vpc with private subnets whose instances need outbound internet access',
    'private app servers in a new VPC with internet egress and no public IP addresses',
  ])('terraform-aws: %s', async (prompt) => {
    const { resources, errors } = await generated(prompt, 'terraform-aws');
    expect(errors).toEqual([]);
    expect(of(resources, 'aws_nat_gateway').length).toBeGreaterThanOrEqual(1);
  });
});
