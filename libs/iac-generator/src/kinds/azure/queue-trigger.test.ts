/**
 * A function app asked with a storage queue keeps both ends and its identity (issue 24, WIR): the
 * role the request gives "it" goes to the app's own identity (never a new user-assigned one), "its
 * managed identity" is that own identity, the trigger's identity-based connection is an app setting,
 * and "the storage account and queue" is the queue asked before, not a Service Bus queue.
 */
import { generated, of, at } from '../../testing/resources';

const PROMPTS = [
  'a node 20 function app that drains a storage queue named resize-jobs; give it Storage Queue Data Contributor on the storage account',
  'Azure Functions in python reading messages from an azure storage queue "ingest", using its managed identity with the Storage Queue Data Contributor role. create the storage account and queue as well',
  'function app, .NET 8, triggered by storage queue work-items; it should use its system-assigned identity, no keys',
];

describe('a function app triggered by a storage queue', () => {
  it.each(PROMPTS)('terraform: %s', async (prompt) => {
    const { resources, errors } = await generated(prompt, 'terraform-azurerm');
    expect(errors).toEqual([]);
    expect(of(resources, 'azurerm_user_assigned_identity')).toEqual([]);
    expect(of(resources, 'azurerm_servicebus_queue')).toEqual([]);
    expect(of(resources, 'azurerm_servicebus_namespace')).toEqual([]);
    const [app] = of(resources, 'azurerm_linux_function_app');
    expect(String(at(app.body, 'app_settings.QueueStorage__queueServiceUri'))).toMatch(/primary_queue_endpoint/);
    const queueRoles = of(resources, 'azurerm_role_assignment').filter((r) =>
      /^Storage Queue Data/.test(String(at(r.body, 'role_definition_name'))),
    );
    // One queue role, on the app's own identity.
    expect(queueRoles).toHaveLength(1);
    expect(String(at(queueRoles[0].body, 'principal_id'))).toMatch(
      /azurerm_linux_function_app\.\w+\.identity\[0\]\.principal_id/,
    );
  });

  it.each(['bicep', 'arm'] as const)(
    '%s: the queue connection is an app setting, the role on the app',
    async (format) => {
      const { resources, errors } = await generated(PROMPTS[0], format);
      expect(errors).toEqual([]);
      const [site] = of(resources, 'Microsoft.Web/sites');
      const settings = at(site.body, 'properties.siteConfig.appSettings') as { name: string }[];
      expect(settings.map((s) => s.name)).toContain('QueueStorage__queueServiceUri');
      expect(of(resources, 'Microsoft.ManagedIdentity/userAssignedIdentities')).toEqual([]);
    },
  );

  it('a user-assigned identity asked for as such is still the one granted', async () => {
    const { resources } = await generated(
      'a function app reading a storage queue jobs, and a user-assigned managed identity id-worker with the Storage Queue Data Reader role on the storage account',
      'terraform-azurerm',
    );
    expect(of(resources, 'azurerm_user_assigned_identity')).toHaveLength(1);
    const reader = of(resources, 'azurerm_role_assignment').find(
      (r) => at(r.body, 'role_definition_name') === 'Storage Queue Data Reader',
    );
    expect(String(at(reader?.body, 'principal_id'))).toMatch(/azurerm_user_assigned_identity/);
  });
});
