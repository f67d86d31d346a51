/**
 * Breadth by catalogue: a resource type named as such that no kind writes gets a minimal block from
 * the provider schema, said to be minimal, with the name and the attribute values stated next to it
 * when the schema has them; a type a kind writes is written once; a type's own words are that type;
 * and the multi-cloud format writes for the provider whose types a request names. Every answer is
 * read back with the format's parser and checked (zero errors).
 */
import { type FormatId } from '@infragen/contracts';
import { at, generated, of, type Resource } from './testing/resources';

const one = (resources: Resource[], type: string) => {
  const list = of(resources, type);
  expect(list.map((r) => r.type)).toEqual([type]);
  return list[0];
};

describe('a named type no kind writes gets a minimal block with what was stated for it', () => {
  it('Terraform: stated attributes of the schema are written, typed as the schema says', async () => {
    const { result, resources, errors } = await generated(
      'an aws_globalaccelerator_accelerator with ip_address_type IPV4 and enabled true',
      'terraform-aws',
    );
    expect(errors).toEqual([]);
    const accelerator = one(resources, 'aws_globalaccelerator_accelerator');
    expect(accelerator.body.ip_address_type).toBe('IPV4');
    expect(accelerator.body.enabled).toBe(true);
    expect(result.minimal).toEqual([expect.stringContaining('aws_globalaccelerator_accelerator')]);
    expect(result.explanation).toMatch(/only the required arguments/);
    expect(result.notCovered).toEqual([]);
  });

  it('a name given after the type names the block, in every Terraform provider', async () => {
    const cases: [FormatId, string, string, string][] = [
      ['terraform-azurerm', 'azurerm_maintenance_configuration named patch-window with scope Host', 'name', 'Host'],
      ['terraform-google', 'google_tags_tag_key named env with short_name env', 'short_name', 'env'],
    ];
    for (const [format, prompt, path, value] of cases) {
      const { result, resources, errors } = await generated(prompt, format);
      expect(errors).toEqual([]);
      expect(result.minimal).toHaveLength(1);
      const block = resources.find((r) => result.minimal![0].startsWith(r.type))!;
      expect(JSON.stringify(block.body)).toContain(JSON.stringify(value));
      expect(at(block.body, path)).toBeDefined();
    }
  });

  it('CloudFormation: a listed value is written in the specification spelling, a name in the name property', async () => {
    const server = await generated('AWS::Transfer::Server with EndpointType public', 'cloudformation');
    expect(server.errors).toEqual([]);
    expect(one(server.resources, 'AWS::Transfer::Server').body.EndpointType).toBe('PUBLIC');
    const domain = await generated('AWS::CodeArtifact::Domain named acme-artifacts', 'cloudformation');
    expect(domain.errors).toEqual([]);
    expect(one(domain.resources, 'AWS::CodeArtifact::Domain').body.DomainName).toMatch(/^acme/);
  });

  it('ARM and Bicep: stated values go under properties', async () => {
    for (const format of ['arm', 'bicep'] as FormatId[]) {
      const { resources, errors } = await generated(
        'Microsoft.Maintenance/maintenanceConfigurations named patch with maintenanceScope InGuestPatch',
        format,
      );
      expect(errors).toEqual([]);
      const config = one(resources, 'Microsoft.Maintenance/maintenanceConfigurations');
      expect(at(config.body, 'properties.maintenanceScope')).toBe('InGuestPatch');
    }
  });

  it('a product named in plain words keeps the name given to it', async () => {
    const tf = await generated('a Glue crawler named invoices', 'terraform-aws');
    expect(tf.errors).toEqual([]);
    expect(one(tf.resources, 'aws_glue_crawler').body.name).toBe('invoices');
    const cfn = await generated('a Glue crawler called "invoices"', 'cloudformation');
    expect(cfn.errors).toEqual([]);
    expect(one(cfn.resources, 'AWS::Glue::Crawler').name).toMatch(/^Invoices/);
  });

  it('a value the schema cannot take is said, not written', async () => {
    const { result, resources, errors } = await generated(
      'an aws_lightsail_bucket with force_delete sometimes',
      'terraform-aws',
    );
    expect(errors).toEqual([]);
    expect(one(resources, 'aws_lightsail_bucket').body.force_delete).toBeUndefined();
    expect(result.notCovered).toEqual([expect.stringMatching(/^'force_delete sometimes' .*true or false/)]);
  });

  it('a type the provider does not have is said, never guessed', async () => {
    const { result } = await generated('an aws_frobnicator_widget named x', 'terraform-aws');
    expect(result.declined).toBe(true);
    expect(result.notCovered).toEqual([expect.stringMatching(/^'aws_frobnicator_widget' \(not a resource type/)]);
  });

  it('a loosely written type whose words were read is served by them, not reported as unknown', async () => {
    const { result, resources } = await generated('an aws_route_53 hosted zone for example.org', 'terraform-aws');
    one(resources, 'aws_route53_zone');
    expect(result.notCovered.filter((l) => /not a resource type/.test(l))).toEqual([]);
  });
});

describe('a named type is that type, written once', () => {
  it('a CloudFormation or ARM type a kind writes is not written again from the schema', async () => {
    const queue = await generated('AWS::SQS::Queue named orders', 'cloudformation');
    expect(queue.errors).toEqual([]);
    one(queue.resources, 'AWS::SQS::Queue');
    expect(queue.result.minimal).toBeUndefined();
    const cache = await generated('Microsoft.Cache/redis with 1 GB', 'arm');
    expect(cache.errors).toEqual([]);
    one(cache.resources, 'Microsoft.Cache/redis');
  });

  it('a value stated for a type a kind writes is written or said', async () => {
    const { result, resources } = await generated(
      'AWS::SQS::Queue named orders with VisibilityTimeout 45',
      'cloudformation',
    );
    const queue = one(resources, 'AWS::SQS::Queue');
    const said = result.notCovered.some((l) => l.startsWith("'VisibilityTimeout 45'"));
    expect(queue.body.VisibilityTimeout === 45 || said).toBe(true);
  });

  it('a value stated after a named type is read as written, not split into words', async () => {
    const { result, resources, errors } = await generated(
      'kubernetes_service_v1 named web of type LoadBalancer on port 80',
      'terraform-kubernetes',
    );
    expect(errors).toEqual([]);
    const service = one(resources, 'Service');
    const said = result.notCovered.filter((l) => l.startsWith("'type"));
    expect(said.every((l) => l.startsWith("'type LoadBalancer'"))).toBe(true);
    expect(at(service.body, 'spec.type') === 'LoadBalancer' || said.length === 1).toBe(true);
  });

  it("the words of a type's name are not components of their own", async () => {
    const glue = await generated('AWS::Glue::Database named lake', 'cloudformation');
    expect(glue.errors).toEqual([]);
    expect(glue.resources.map((r) => r.type)).toEqual(['AWS::Glue::Database']);
    const group = await generated('google_data_catalog_entry_group named lake', 'terraform-google');
    expect(group.errors).toEqual([]);
    expect(group.resources.map((r) => r.type)).toEqual(['google_data_catalog_entry_group']);
    expect(group.result.notCovered).toEqual([]);
  });
});

describe('multi-cloud Terraform reads the provider from the types a request names', () => {
  it.each([
    ['google_pubsub_topic named audit', 'google_pubsub_topic'],
    ['an azurerm_maintenance_configuration named patch', 'azurerm_maintenance_configuration'],
  ])('%s', async (prompt, type) => {
    const { result, resources, errors } = await generated(prompt, 'terraform');
    expect(result.declined).toBe(false);
    expect(errors).toEqual([]);
    one(resources, type);
  });
});

describe('Kubernetes kinds the kinds do not model are written from the API schema', () => {
  it.each([
    ['a RuntimeClass named sandboxed with handler kata', 'kubernetes-yaml'],
    ['kubernetes_runtime_class_v1 named sandboxed with handler kata', 'terraform-kubernetes'],
  ] as [string, FormatId][])('%s (%s)', async (prompt, format) => {
    const { result, resources, errors } = await generated(prompt, format);
    expect(errors).toEqual([]);
    const runtime = one(resources, 'RuntimeClass');
    expect(runtime.body.apiVersion).toBe('node.k8s.io/v1');
    expect(at(runtime.body, 'metadata.name')).toBe('sandboxed');
    expect(runtime.body.handler).toBe('kata');
    expect(result.minimal).toHaveLength(1);
    expect(result.notCovered).toEqual([]);
  });

  it('words of a value stated for a named kind are that value, not components', async () => {
    const { resources, errors } = await generated(
      'an IngressClass named edge with controller example.com/ingress-controller',
      'kubernetes-yaml',
    );
    expect(errors).toEqual([]);
    expect(at(one(resources, 'IngressClass').body, 'spec.controller')).toBe('example.com/ingress-controller');
    expect(of(resources, 'Ingress')).toEqual([]);
  });
});
