/**
 * A delegation keeps both ends (issue 24, WIR): the parent zone holds NS records for the subdomain
 * listing the child zone's name servers, read from the child zone itself, also when another cloud's
 * part of the same Terraform request writes it. Wordings of our own.
 */
import { generated, of } from '../../../testing/resources';

const body = (r: { body: unknown }) => JSON.stringify(r.body);

describe('a delegated subdomain points at the child zone', () => {
  it.each([
    'our existing Route 53 zone corp.io stays as it is; make a Google Cloud DNS zone for cloud.corp.io and delegate it from Route 53',
    'Create a Google Cloud DNS managed zone for apps.example.org and delegate that subdomain from our existing Route 53 hosted zone example.org',
  ])('terraform (AWS and Google): %s', async (prompt) => {
    const { resources, errors } = await generated(prompt, 'terraform');
    expect(errors).toEqual([]);
    const ns = of(resources, 'aws_route53_record')
      .map(body)
      .filter((r) => r.includes('"NS"'));
    expect(ns.length).toBe(1);
    expect(ns[0]).toMatch(/"records":"\$\{google_dns_managed_zone\.[\w-]+\.name_servers\}"/);
    expect(ns[0]).toMatch(/"name":"(?:cloud\.corp\.io|apps\.example\.org)\."/);
    expect(of(resources, 'aws_route53_zone')).toEqual([]);
  });

  it.each(['a route53 hosted zone example.net', 'a public hosted zone for shop.example.com with an A record www'])(
    'no delegation without one said: %s',
    async (prompt) => {
      const { resources, errors } = await generated(prompt, 'terraform-aws');
      expect(errors).toEqual([]);
      expect(of(resources, 'aws_route53_record').map(body).join()).not.toMatch(/"NS"/);
    },
  );
});
