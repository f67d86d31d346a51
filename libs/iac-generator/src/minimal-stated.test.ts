/**
 * A service no kind writes gets a minimal block from its schema; the values the request states near
 * its mention (in its phrase, and in the phrases after it that name nothing of their own) go in the
 * attributes whose names say them, a name-like one with its whole name, and are then neither "not
 * read" nor dropped. A value stated after another thing asked for of its own is that thing's.
 * Every answer is read back with the format's parser and checked (zero errors).
 */
import { at, generated, of } from './testing/resources';

describe('values stated near a service written as a minimal block are written in it', () => {
  it('Terraform azurerm: a tier in its phrase and a mode in a later phrase, past a place it uses', async () => {
    const { result, resources, errors } = await generated(
      'Set up an Azure Firewall called fw-core-01 in resource group rg-core with sku tier Standard, ' +
        'attached to the public IP pip-core, threat intel mode Deny',
      'terraform-azurerm',
    );
    expect(errors).toEqual([]);
    const [fw] = of(resources, 'azurerm_firewall');
    expect(fw.body.sku_tier).toBe('Standard');
    // Azure Firewall is a kind of its own now: its threat intelligence mode is its policy's.
    expect(of(resources, 'azurerm_firewall_policy')[0].body.threat_intelligence_mode).toBe('Deny');
    expect([...(result.notRead ?? []), ...(result.writtenUnread ?? [])].join('\n')).not.toMatch(/threat intel/);
  });

  it('Terraform azurerm: a name of several words and an email stated in an earlier turn survive a follow-up', async () => {
    const first =
      'I need an Azure API Management instance apim-books-neu in rg-books, publisher name Fabrikam Books, ' +
      'publisher email platform@fabrikam.example';
    const { resources, errors } = await generated('also add the tag team=books', 'terraform-azurerm', [first]);
    expect(errors).toEqual([]);
    const [apim] = of(resources, 'azurerm_api_management');
    expect(apim.body.publisher_name).toBe('Fabrikam Books');
    expect(apim.body.publisher_email).toBe('platform@fabrikam.example');
  });

  it('Terraform aws and google: a value in the phrase after a product named whole', async () => {
    const aws = await generated(
      'Give me an AWS Global Accelerator named front-ga, ip address type DUAL_STACK',
      'terraform-aws',
    );
    expect(aws.errors).toEqual([]);
    expect(of(aws.resources, 'aws_globalaccelerator_accelerator')[0].body.ip_address_type).toBe('DUAL_STACK');
    expect(aws.result.notRead ?? []).toEqual([]);
    const gcp = await generated(
      'An Artifact Registry repository named charts in us-central1, format DOCKER',
      'terraform-google',
    );
    expect(gcp.errors).toEqual([]);
    expect(of(gcp.resources, 'google_artifact_registry_repository')[0].body.format).toBe('DOCKER');
  });

  it('CloudFormation: a listed value in a later phrase, in the specification spelling', async () => {
    const { resources, errors, result } = await generated(
      'An Amazon Managed Grafana workspace named team-dash, account access type CURRENT_ACCOUNT',
      'cloudformation',
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'AWS::Grafana::Workspace')[0].body.AccountAccessType).toBe('CURRENT_ACCOUNT');
    expect(result.writtenUnread ?? []).toEqual([]);
  });

  it('ARM and Bicep: the value goes under properties', async () => {
    for (const format of ['arm', 'bicep'] as const) {
      const { resources, errors } = await generated(
        'An Azure Firewall named fw-dmz with threat intel mode Deny',
        format,
      );
      expect(errors).toEqual([]);
      const [policy] = of(resources, 'Microsoft.Network/firewallPolicies');
      expect(at(policy.body, 'properties.threatIntelMode')).toBe('Deny');
    }
  });

  it('a value stated for another thing asked for of its own is not the minimal block’s', async () => {
    const { resources, errors } = await generated(
      'An Azure Firewall fw-west and a key vault kv-west01 with sku name premium',
      'terraform-azurerm',
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'azurerm_firewall')[0].body.sku_name).not.toBe('premium');
  });
});
