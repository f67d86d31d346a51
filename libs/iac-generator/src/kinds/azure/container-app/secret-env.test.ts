/**
 * A container app's secret surfaced to its container as an environment variable: the secret on the app
 * (its value supplied at deploy) and the variable reading it, in every format; what the secret holds
 * ("the connection string") is no database or vault of its own.
 */
import { generateInfrastructure } from '../../../testing/resources';

const run = (prompt: string, format: string, history: string[] = []) => {
  const r = generateInfrastructure({
    prompt,
    platform: 'azure',
    format,
    history: history.map((content) => ({ role: 'user' as const, content })),
  } as Parameters<typeof generateInfrastructure>[0]);
  return { ...r, text: r.files.map((f) => f.content).join('\n') };
};

describe('a container app secret exposed as an environment variable', () => {
  it('Terraform: secret block from a sensitive variable, env with secret_name, no database made', () => {
    const r = run(
      'a container app ledger-api running ghcr.io/acme/ledger:2.0 in environment cae-pay; pass the redis connection string as a secret named redis-url, exposed to the container as env var REDIS_URL',
      'terraform-azurerm',
    );
    expect(r.text).toMatch(/secret \{\s*name\s+= "redis-url"\s*value\s+= var\.redis_url_value/);
    expect(r.text).toMatch(/env \{\s*name\s+= "REDIS_URL"\s*secret_name = "redis-url"/);
    expect(r.text).toMatch(/variable "redis_url_value" \{[^}]*sensitive\s+= true/);
    expect(r.text).not.toMatch(/azurerm_redis_cache|azurerm_key_vault_secret|azurerm_postgresql/);
  });

  it('ARM follow-up: secretRef in the container env, value a secure parameter', () => {
    const r = run('Now add env var SMTP_PASSWORD from the app secret smtp-pass', 'arm', [
      'ARM template for a container app mailer running docker.io/acme/mailer:1.4 in a Container Apps environment',
    ]);
    expect(r.text).toContain('"secretRef": "smtp-pass"');
    expect(r.text).toContain('"name": "SMTP_PASSWORD"');
    expect(r.text).toContain('"type": "securestring"');
  });
});
