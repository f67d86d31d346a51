/**
 * A minimal block holds its required fields and, for a value the request states (an image, CPUs,
 * memory, a port), the one optional place the schema has for it; a required list of objects holds one
 * element, never none. Read from each dialect's schema, so it holds for any type: checked here on
 * types of every provider.
 */
import { type Field, type FieldType } from './dialect';
import { requiredFields } from './fields';
import { statedValues } from './stated';

const CONTAINER = new Map<string, FieldType>([
  ['image', 'string'],
  ['cpu', 'number'],
  ['memory', 'number'],
  ['memoryInGB', 'number'],
  ['port', 'number'],
]);

/** Every path to a field, dotted, a repeated one marked `[]`. */
function paths(fields: readonly Field[] | undefined, above = ''): string[] {
  return (fields ?? []).flatMap((f) => {
    const at = `${above}${f.name}${f.repeated ? '[]' : ''}`;
    return f.fields ? [at, ...paths(f.fields, `${at}.`)] : [at];
  });
}

describe('a stated value goes in its one optional place in the schema', () => {
  it('azurerm_container_group: the port under the container, not the group-wide exposed port', () => {
    const p = paths(requiredFields('terraform:azurerm', 'azurerm_container_group', CONTAINER));
    expect(p).toEqual(expect.arrayContaining(['container[].image', 'container[].cpu', 'container[].ports[].port']));
    expect(p.some((x) => x.startsWith('exposed_port'))).toBe(false);
    // Without stated values, the block is what it always was: required fields only.
    expect(paths(requiredFields('terraform:azurerm', 'azurerm_container_group'))).not.toContain('container[].ports[]');
  });

  it('ARM container group: one container with its image, CPU and memory requests and port', () => {
    const p = paths(requiredFields('arm', 'Microsoft.ContainerInstance/containerGroups', CONTAINER));
    expect(p).toEqual(
      expect.arrayContaining([
        'properties.containers[].name',
        'properties.containers[].properties.image',
        'properties.containers[].properties.resources.requests.cpu',
        'properties.containers[].properties.resources.requests.memoryInGB',
        'properties.containers[].properties.ports[].port',
      ]),
    );
    expect(p.some((x) => x.includes('limits') || x.includes('initContainers') || x.includes('ipAddress'))).toBe(false);
  });

  it('ARM container app: the app containers, never the init containers of the same shape', () => {
    const p = paths(requiredFields('arm', 'Microsoft.App/containerApps', CONTAINER));
    expect(p).toContain('properties.template.containers[].image');
    expect(p.some((x) => x.includes('initContainers'))).toBe(false);
  });

  it('google Cloud Run v2 service and job: the container image; a probe port is no place of the service port', () => {
    const service = paths(requiredFields('terraform:google', 'google_cloud_run_v2_service', CONTAINER));
    expect(service).toContain('template.containers[].image');
    expect(service.some((x) => /probe/.test(x))).toBe(false);
    expect(paths(requiredFields('terraform:google', 'google_cloud_run_v2_job', CONTAINER))).toContain(
      'template.template.containers[].image',
    );
  });

  it('a number never goes in a text field that wants units (App Runner CPU "1 vCPU"), in Terraform and CloudFormation', () => {
    expect(paths(requiredFields('terraform:aws', 'aws_apprunner_service', CONTAINER)).join(' ')).not.toMatch(
      /cpu|memory/,
    );
    expect(paths(requiredFields('cloudformation', 'AWS::AppRunner::Service', CONTAINER)).join(' ')).not.toMatch(
      /Cpu|Memory/,
    );
  });

  it('CloudFormation: a container definition with its image, in the specification spelling', () => {
    const p = paths(requiredFields('cloudformation', 'AWS::ECS::TaskDefinition', CONTAINER));
    expect(p).toEqual(expect.arrayContaining(['ContainerDefinitions[].Image', 'ContainerDefinitions[].Name']));
  });

  it('a required field stays where it was: Lightsail containers need no optional place', () => {
    expect(
      paths(requiredFields('terraform:aws', 'aws_lightsail_container_service_deployment_version', CONTAINER)),
    ).toEqual(expect.arrayContaining(['container[].image', 'container[].container_name', 'service_name']));
  });
});

describe('a required list of objects in ARM holds one element with its required fields', () => {
  it.each([
    ['Microsoft.ContainerInstance/containerGroups', 'properties.containers[].name'],
    ['Microsoft.Chaos/experiments', 'properties.steps[].name'],
    ['Microsoft.Network/dnsForwardingRulesets', 'properties.dnsResolverOutboundEndpoints[].id'],
  ])('%s', (type, inside) => {
    expect(paths(requiredFields('arm', type))).toContain(inside);
  });
});

describe('a value the schema lists, said without its attribute name', () => {
  it('ARM: "restart only on failure" and "a Linux container" are the restart policy and OS type', () => {
    const { values } = statedValues(
      'arm',
      'Microsoft.ContainerInstance/containerGroups',
      'runs a Linux container, restart only on failure',
    );
    expect(values).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: ['properties', 'osType'], value: 'Linux' }),
        // The attribute's word said with it is part of what stated it.
        expect.objectContaining({
          path: ['properties', 'restartPolicy'],
          value: 'OnFailure',
          text: 'restart only on failure',
        }),
      ]),
    );
  });

  it('a one-word value in lower case or at a sentence start is plain English, never the value', () => {
    const { values } = statedValues(
      'arm',
      'Microsoft.ContainerInstance/containerGroups',
      'Always keep it small; it should never restart on linux hosts',
    );
    expect(values.map((v) => v.path.join('.'))).not.toContain('properties.restartPolicy');
    expect(values.map((v) => v.path.join('.'))).not.toContain('properties.osType');
  });
});
