/**
 * Another cloud's CDN named in a request for this cloud ("served through Cloud CDN" on AWS): the
 * chosen cloud's CDN is written in its place, wired to the origin asked as if asked by name, and the
 * answer says it was written instead (kind.json `nearestWritten`; a folderless brand of the general
 * "CDN" concept likewise). Where the chosen cloud has no CDN kind, it is said plainly and nothing
 * stands in; a product whose nearest is a different service (DynamoDB on Azure) is only named.
 * Every answer is checked (zero errors).
 */
import { generated, of } from '../testing/resources';

const INSTEAD = /written instead: '.+' \(.+ is not on .+; its nearest .+ service, .+, was written\)/;

describe('another cloud CDN, written as the chosen cloud CDN', () => {
  it.each([
    ['a static site in an S3 bucket served through Cloud CDN with a certificate for www.example.com', 'terraform-aws'],
    ['an S3 bucket with images delivered via Azure Front Door', 'cloudformation'],
    ['put Google Cloud CDN in front of an s3 bucket named acme-assets', 'terraform-aws'],
  ] as const)('%s (%s): a CloudFront distribution with the bucket as its origin', async (prompt, format) => {
    const { result, resources, errors } = await generated(prompt, format);
    expect(errors).toEqual([]);
    const cf = of(
      resources,
      format === 'cloudformation' ? 'AWS::CloudFront::Distribution' : 'aws_cloudfront_distribution',
    );
    expect(cf).toHaveLength(1);
    expect(JSON.stringify(cf[0].body)).toMatch(/RegionalDomainName|bucket_regional_domain_name/);
    expect(result.explanation).toMatch(INSTEAD);
    expect(result.notCovered.filter((l) => /Nothing was written in its place/.test(l))).toEqual([]);
  });

  it('the certificate asked is the distribution viewer certificate, not a loose one', async () => {
    const { resources } = await generated(
      'a static site in an S3 bucket served through Cloud CDN with a certificate for www.example.com',
      'terraform-aws',
    );
    const [cf] = of(resources, 'aws_cloudfront_distribution');
    expect(JSON.stringify(cf.body.viewer_certificate)).toMatch(/aws_acm_certificate\.\w+\.arn/);
    expect(cf.body.aliases).toEqual(['www.example.com']);
  });

  it('in CloudFormation too: the certificate domain is an alias of the distribution', async () => {
    const { resources, errors } = await generated(
      'a static site in an S3 bucket served through Google Cloud CDN, with a certificate for shop.example.net',
      'cloudformation',
    );
    expect(errors).toEqual([]);
    const [cf] = of(resources, 'AWS::CloudFront::Distribution');
    expect(JSON.stringify(cf.body)).toContain('"Aliases":["shop.example.net"]');
  });

  it.each([
    [
      'static website on a storage account, served through CloudFront',
      'bicep',
      'Microsoft.Cdn/profiles/originGroups/origins',
    ],
    ['a storage account static website behind Amazon CloudFront', 'arm', 'Microsoft.Cdn/profiles/originGroups/origins'],
    [
      'a static website on an Azure storage account served through Cloud CDN',
      'terraform-azurerm',
      'azurerm_cdn_frontdoor_origin',
    ],
  ] as const)('%s (%s): Front Door with the storage account as its origin', async (prompt, format, originType) => {
    const { result, resources, errors } = await generated(prompt, format);
    expect(errors).toEqual([]);
    expect(of(resources, originType)).toHaveLength(1);
    expect(result.explanation).toMatch(INSTEAD);
  });

  it('on Google Cloud, which has no CDN kind here, it is said plainly and nothing stands in', async () => {
    const { result, resources, errors } = await generated(
      'a GCS bucket for images behind Azure Front Door',
      'terraform-google',
    );
    expect(errors).toEqual([]);
    expect(resources.map((r) => r.type).filter((t) => /backend_bucket|cdn/.test(t))).toEqual([]);
    expect(result.notCovered).toContainEqual(expect.stringMatching(/'Azure Front Door' \(.*nothing was substituted/));
  });

  it('a different service (DynamoDB on Azure) is only named: no Cosmos DB written in its place', async () => {
    const { result, resources } = await generated('a DynamoDB table called carts', 'terraform-azurerm');
    expect(of(resources, 'azurerm_cosmosdb_account')).toEqual([]);
    expect(result.notCovered).toContainEqual(
      expect.stringMatching(/nearest Azure service is Cosmos DB account\. Nothing was written/),
    );
  });
});
