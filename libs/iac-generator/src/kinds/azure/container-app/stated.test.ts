/**
 * A container app's stated features are written (issue 24, SIL/WIR/INV): reachable from the
 * internet is external ingress; scaling on concurrent HTTP requests is an HTTP scale rule; a
 * private image on a registry outside Azure gets a registries entry whose password is an app secret
 * from a secure parameter, and "passed in as a secret" is that secret, never a Key Vault beside it.
 */
import { generated, of, at } from '../../../testing/resources';

const PROMPTS = [
  'a container app billing-api with image quay.io/acme/billing:5.0, private so it needs registry credentials as a secret; accessible from the internet on port 3000, 2 to 6 replicas, scale out at 80 concurrent requests',
  'container app "ledger" running ghcr.io/acme/ledger:1.1, a private image; publicly reachable on port 8080; add a replica when concurrent HTTP requests exceed 25',
];

describe('a container app as stated', () => {
  it.each(PROMPTS)('bicep: %s', async (prompt) => {
    const { resources, errors } = await generated(prompt, 'bicep');
    expect(errors).toEqual([]);
    const [app] = of(resources, 'Microsoft.App/containerApps');
    expect(at(app.body, 'properties.configuration.ingress.external')).toBe(true);
    const rule = (at(app.body, 'properties.template.scale.rules') as Record<string, unknown>[])[0];
    expect(at(rule, 'http.metadata.concurrentRequests')).toBe(prompt.includes('quay.io') ? '80' : '25');
    const registry = (at(app.body, 'properties.configuration.registries') as Record<string, unknown>[])[0];
    expect(registry.server).toBe(prompt.includes('quay.io') ? 'quay.io' : 'ghcr.io');
    expect(registry.passwordSecretRef).toBe('registry-password');
    const secrets = at(app.body, 'properties.configuration.secrets') as { name: string }[];
    expect(secrets.map((s) => s.name)).toEqual(['registry-password']);
    expect(of(resources, 'Microsoft.KeyVault/vaults')).toEqual([]);
    expect(of(resources, 'Microsoft.KeyVault/vaults/secrets')).toEqual([]);
  });

  it('terraform: the same, with sensitive variables', async () => {
    const { resources, errors } = await generated(PROMPTS[1], 'terraform-azurerm');
    expect(errors).toEqual([]);
    const [app] = of(resources, 'azurerm_container_app');
    expect(at(app.body, 'ingress.external_enabled')).toBe(true);
    expect(at(app.body, 'template.http_scale_rule.concurrent_requests')).toBe('25');
    expect(at(app.body, 'registry.server')).toBe('ghcr.io');
    expect(at(app.body, 'registry.password_secret_name')).toBe('registry-password');
    expect(of(resources, 'azurerm_key_vault_secret')).toEqual([]);
  });

  it('a public image asks for no login, an internal app for no external ingress', async () => {
    const { resources } = await generated(
      'a container app web with image nginx:1.27 on port 80, internal only',
      'bicep',
    );
    const [app] = of(resources, 'Microsoft.App/containerApps');
    expect(at(app.body, 'properties.configuration.registries')).toBeUndefined();
    expect(at(app.body, 'properties.configuration.ingress.external')).toBe(false);
  });
});
