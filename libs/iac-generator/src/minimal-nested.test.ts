/**
 * A product no kind writes, named in plain words, is written as its own type from the schema with
 * the values the request states, nested ones included (a container group's container: image, CPU,
 * memory, port), never with an empty required list; a general word for its part later in the request
 * ("the container") is that part, never another product. Every answer is read back and checked.
 */
import { at, generated, of } from './testing/resources';

const everyLine = (r: { notCovered: string[]; notRead?: string[] }) =>
  [...r.notCovered, ...(r.notRead ?? [])].join('\n');

describe('an Azure container instance is written as a container group with what was stated', () => {
  it('Terraform azurerm: image, CPUs, memory and the port under the one container', async () => {
    const { result, resources, errors } = await generated(
      'Stand up an ACI container group that runs ghcr.io/contoso/reporter:4.2 with 2 vCPUs and 3 GB memory on port 8443',
      'terraform-azurerm',
    );
    expect(errors).toEqual([]);
    const [group] = of(resources, 'azurerm_container_group');
    // A block written once reads back as the block itself.
    const container = at(group.body, 'container');
    expect(container).toMatchObject({ image: 'ghcr.io/contoso/reporter:4.2', cpu: 2, memory: 3 });
    expect(at(container, 'ports.port')).toBe(8443);
    // Its one container is named after the group: no value left for the user to supply.
    expect(at(container, 'name')).toBe('aci-container-group');
    expect(of(resources, 'azurerm_container_app')).toEqual([]);
    expect(everyLine(result)).not.toMatch(/8443|vCPU|memory/);
  });

  it.each(['arm', 'bicep'] as const)(
    '%s: one container (never an empty list) with its requests, port and restart policy',
    async (format) => {
      const { result, resources, errors } = await generated(
        'A container instance for the invoice batch job: image myregistry.azurecr.io/invoices:1.0.3, 1 cpu, 2 GB memory, ' +
          'restart only on failure. The container listens on port 7070',
        format,
      );
      expect(errors).toEqual([]);
      const [group] = of(resources, 'Microsoft.ContainerInstance/containerGroups');
      const containers = at(group.body, 'properties.containers') as unknown[];
      expect(containers).toHaveLength(1);
      expect(at(containers[0], 'properties.image')).toBe('myregistry.azurecr.io/invoices:1.0.3');
      expect(at(containers[0], 'properties.resources.requests')).toEqual({ cpu: 1, memoryInGB: 2 });
      expect(at(containers[0], 'properties.ports.0.port')).toBe(7070);
      expect(at(group.body, 'properties.restartPolicy')).toBe('OnFailure');
      // The container said later is the group's own, not a Container App beside it.
      expect(of(resources, 'Microsoft.App/containerApps')).toEqual([]);
      expect(everyLine(result)).not.toMatch(/7070|2 GB/);
    },
  );
});
