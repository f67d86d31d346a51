/**
 * `dependsOn` entries written as resource IDs, as the portal's exported templates write them (found in
 * the t10-H2 tuning sample: an AKS export's alert deployment depends on
 * `/subscriptions/.../providers/Microsoft.ContainerService/managedClusters/<name>`): ARM matches the ID
 * to the template's resource of that type and name, so it is judged as the `type/name` it stands for.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkFiles, prepareChecks } from '../index';

beforeAll(() => prepareChecks(['arm']), 30000);

const fixture = () => readFileSync(join(__dirname, 'fixtures', 'depends-on-resource-id.json'), 'utf8');
const dependsOnErrors = async (content: string) =>
  (await checkFiles([{ path: 'azuredeploy.json', content }], 'arm'))
    .filter((d) => d.code === 'arm.unknown-depends-on')
    .map((d) => `${d.line} ${d.code}`);

describe('a dependsOn entry written as a resource ID', () => {
  it("names the template's resource, a child's ID too, and one named by a parameter is not judged", async () => {
    expect(await dependsOnErrors(fixture())).toEqual([]);
  });

  it('the ID of a resource the template does not declare is still unknown', async () => {
    const other = fixture().replace('/virtualNetworks/hub"]', '/virtualNetworks/spoke"]');
    expect(await dependsOnErrors(other)).toEqual(['19 arm.unknown-depends-on']);
  });
});
