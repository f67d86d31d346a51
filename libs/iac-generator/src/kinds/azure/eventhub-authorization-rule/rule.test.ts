/**
 * An Event Hubs authorization (SAS) rule asked in words: written as the hub's rule (the namespace's when no
 * hub is asked), with the rights its words grant, and the namespace's local authentication on so it works.
 */
import { generateInfrastructure } from '../../../testing/resources';

const run = (prompt: string, format: string) => {
  const r = generateInfrastructure({ prompt, platform: 'azure', format } as Parameters<
    typeof generateInfrastructure
  >[0]);
  return { ...r, text: r.files.map((f) => f.content).join('\n') };
};

describe('an Event Hubs authorization rule', () => {
  it('Terraform: a send-only rule on the hub, local auth on, no notification hub', () => {
    const r = run(
      'event hubs namespace evhns-billing-02 with a hub invoices-stream (4 partitions) and a send-only shared access policy for the billing producer',
      'terraform-azurerm',
    );
    expect(r.text).toContain('resource "azurerm_eventhub_authorization_rule"');
    expect(r.text).toMatch(/send\s+= true/);
    expect(r.text).toMatch(/listen\s+= false/);
    expect(r.text).toMatch(/local_authentication_enabled\s+= true/);
    expect(r.text).not.toContain('notification_hub');
    expect(r.text.match(/resource "azurerm_eventhub_namespace"/g)).toHaveLength(1);
  });

  it('ARM: a listen rule is the hub child with Listen rights', () => {
    const r = run(
      'Event Hubs namespace evhns-sensors with an event hub readings, and a listen only authorization rule for the dashboard',
      'arm',
    );
    expect(r.text).toContain('Microsoft.EventHub/namespaces/eventhubs/authorizationRules');
    expect(r.text).toMatch(/"rights": \[\s*"Listen"\s*\]/);
    expect(r.text).toContain('"disableLocalAuth": false');
  });

  it('without a rule the namespace keeps local authentication off', () => {
    const r = run('Event Hubs namespace evhns-plain with a hub clicks', 'bicep');
    expect(r.text).toContain('disableLocalAuth: true');
    expect(r.text).not.toContain('authorizationRules');
  });
});
