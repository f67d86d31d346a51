/**
 * A site-to-site VPN is both ends and the routes between them (issue 24, composite wiring): the
 * VPN gateway on the VPC, the customer gateway for the device at the other end, the connection,
 * a route to the other side's network and propagation into the VPC's route tables.
 */
import { generateInfrastructure } from './index';

const run = (prompt: string, platform: string, format: string) =>
  generateInfrastructure({ prompt, platform, format } as Parameters<typeof generateInfrastructure>[0])
    .files.map((f) => f.content)
    .join('\n');

describe('site-to-site VPN from a VPC', () => {
  it('Terraform: both ends, the connection, the route to the range said, propagation', () => {
    const text = run('vpc 10.8.0.0/16 with a site to site vpn to the datacenter 172.20.0.0/16', 'aws', 'terraform-aws');
    expect(text).toMatch(/resource "aws_vpn_gateway"/);
    expect(text).toMatch(/resource "aws_customer_gateway"[\s\S]*?ip_address\s+= var\.vpn_remote_ip/);
    expect(text).toMatch(/resource "aws_vpn_connection" "\w+" \{[\s\S]*?static_routes_only\s+= true/);
    expect(text).toMatch(/destination_cidr_block = "172\.20\.0\.0\/16"/);
    expect(text).toMatch(/resource "aws_vpn_gateway_route_propagation"/);
    // The VPC keeps its own range; the other side's is not added to it.
    expect(text).not.toMatch(/^\s*cidr_block\s+= "172\.20/m);
  });

  it('CloudFormation: the same pieces; with no range said, the other side is a parameter', () => {
    const text = run('cfn: a vpc with a site-to-site VPN connection to our branch office', 'aws', 'cloudformation');
    for (const type of ['VPNGateway', 'VPCGatewayAttachment', 'CustomerGateway', 'VPNConnection', 'VPNConnectionRoute'])
      expect(text).toContain(`Type: AWS::EC2::${type}`);
    expect(text).toMatch(/DestinationCidrBlock:\s+Ref: VpnRemoteCidr/);
    expect(text).toMatch(/IpAddress:\s+Ref: VpnRemoteIp/);
  });
});
