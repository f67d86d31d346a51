/**
 * A public DNS zone for a placeholder domain (example.com) is never written when no zone and no
 * domain was asked: a bare "DNS" or "domain" word asks none. A zone asked as one, or a domain
 * named, still gets its public zone.
 */
import { type FormatId, type PlatformId } from '@infragen/contracts';
import { generateInfrastructure } from '../testing/resources';

const ZONE =
  /aws_route53_zone|AWS::Route53::HostedZone|azurerm_dns_zone"|Microsoft\.Network\/dnsZones"|google_dns_managed_zone/;
const text = (prompt: string, platform: PlatformId, format: FormatId) =>
  generateInfrastructure({ prompt, platform, format })
    .files.map((f) => f.content)
    .join('\n');

describe('no public zone for a placeholder domain nobody asked for', () => {
  it.each([
    ['arm', 'azure', 'a key vault behind a private endpoint, and DNS has to resolve privately'],
    [
      'terraform-azurerm',
      'azure',
      'blob storage account reached over a private endpoint; dns resolves inside the vnet',
    ],
    ['terraform-aws', 'aws', 'HTTP API on API Gateway, later with a custom domain'],
    ['cloudformation', 'aws', 'a REST API in API Gateway with a domain'],
    ['terraform-google', 'gcp', 'one small VM and a domain for it'],
  ] as [FormatId, PlatformId, string][])('%s: %s', (format, platform, prompt) => {
    const t = text(prompt, platform, format);
    expect(t).not.toMatch(ZONE);
  });

  it.each([
    ['terraform-aws', 'aws', 'a hosted zone in Route 53 for shop.example.org'],
    ['terraform-azurerm', 'azure', 'Azure DNS zone for contoso.net'],
    ['terraform-google', 'gcp', 'a Cloud DNS managed zone for corp.example.io'],
    ['terraform-azurerm', 'azure', 'an app service with DNS for www.fabrikam.com'],
  ] as [FormatId, PlatformId, string][])('%s: asked, it stays: %s', (format, platform, prompt) => {
    expect(text(prompt, platform, format)).toMatch(ZONE);
  });
});
