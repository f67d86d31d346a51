/**
 * The port said for a load balancer's clients ("listening on 8443", "on port 8080") is the port its
 * listener is written on and its security group admits, in Terraform and CloudFormation; with HTTPS,
 * plain HTTP on 80 redirects to that port. Nothing said keeps 80 (HTTP) or 443 (HTTPS).
 */
import { generateInfrastructure } from './index';

const text = (prompt: string, format: string) =>
  generateInfrastructure({ prompt, platform: 'aws', format } as Parameters<typeof generateInfrastructure>[0])
    .files.map((f) => f.content)
    .join('\n');

describe('load balancer listener port', () => {
  it('HTTPS on the said port, 80 redirecting to it (Terraform)', () => {
    const out = text(
      'an ALB that listens on 8443 with an ACM certificate for shop.example.org, in front of 2 EC2 instances',
      'terraform-aws',
    );
    expect(out).toMatch(/port\s*= 8443\s*protocol\s*= "HTTPS"/);
    expect(out).toMatch(/port\s*= "8443"\s*protocol\s*= "HTTPS"/);
    expect(out).toMatch(/from_port\s*= 8443/);
  });

  it('HTTP on the said port without a certificate (Terraform)', () => {
    const out = text('an application load balancer on port 8080 in front of 2 EC2 instances', 'terraform-aws');
    expect(out).toMatch(/port\s*= 8080\s*protocol\s*= "HTTP"/);
  });

  it('CloudFormation: the HTTPS listener and the redirect use the said port', () => {
    const out = text('an application load balancer listening on 8443 in front of 2 EC2 instances', 'cloudformation');
    expect(out).toMatch(/Port: 8443\s*Protocol: HTTPS/);
    expect(out).toMatch(/Port: "8443"/);
  });

  it('nothing said keeps the protocol ports', () => {
    const out = text(
      'an application load balancer with an ACM certificate, in front of 2 EC2 instances',
      'terraform-aws',
    );
    expect(out).toMatch(/port\s*= 443\s*protocol\s*= "HTTPS"/);
    expect(out).toMatch(/port\s*= 80\s*protocol\s*= "HTTP"/);
  });
});
