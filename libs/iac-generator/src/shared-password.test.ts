/**
 * A password the request asks to generate and keep on several clouds is one `random_password`,
 * with the length and characters stated, written as the value of each cloud's secret (no input
 * left to fill by hand); the answer says so, and no line calls its stated values unwritten.
 */
import { generated, of } from './testing/resources';

const valueOf = (body: Record<string, unknown>, key: string) => String(body[key]);

describe('one generated password kept on several clouds', () => {
  it('Google Secret Manager and SSM: one password, 40 characters, at least 4 digits', async () => {
    const { result, resources, errors } = await generated(
      'Create a randomly generated API password of 40 characters with at least 4 digits, then save it in a Google Secret Manager secret named api-pass and in an SSM parameter /api/pass',
      'terraform',
    );
    expect(errors).toEqual([]);
    const passwords = of(resources, 'random_password');
    expect(passwords).toHaveLength(1);
    expect(passwords[0].body).toMatchObject({ length: 40, min_numeric: 4 });
    const ref = `random_password.${passwords[0].name}.result`;
    expect(valueOf(of(resources, 'aws_ssm_parameter')[0].body, 'value')).toContain(ref);
    expect(valueOf(of(resources, 'google_secret_manager_secret_version')[0].body, 'secret_data')).toContain(ref);
    const text = result.files.map((f) => f.content).join('\n');
    expect(text).not.toMatch(/variable "[^"]*value"[^}]*sensitive/);
    expect(result.files[0].content).toContain('hashicorp/random');
    expect(result.explanation).toMatch(/One generated password, random_password\./);
    expect([...result.notCovered, ...(result.notRead ?? [])].join('\n')).not.toMatch(/'40 characters'|'4 digits'/);
  });

  it('Azure and Google Cloud: the characters left out are not in the punctuation it may use', async () => {
    const { resources, errors } = await generated(
      'generate an admin password (excluding backslashes and quotes) and keep it in an Azure key vault secret named admin-pass and in a Google Cloud Secret Manager secret named admin-pass',
      'terraform',
    );
    expect(errors).toEqual([]);
    const [password] = of(resources, 'random_password').filter((p) => p.name.startsWith('admin'));
    expect(password).toBeDefined();
    expect(String(password.body.override_special)).not.toMatch(/["'\\]/);
    const ref = `random_password.${password.name}.result`;
    expect(valueOf(of(resources, 'azurerm_key_vault_secret')[0].body, 'value')).toContain(ref);
    expect(valueOf(of(resources, 'google_secret_manager_secret_version')[0].body, 'secret_data')).toContain(ref);
  });

  it('secrets whose value was never said to be generated stay inputs', async () => {
    const { result, resources } = await generated(
      'an SSM parameter /app/token holding the partner token, and an Azure key vault secret named app-token',
      'terraform',
    );
    expect(of(resources, 'random_password').filter((p) => !/admin|suffix/.test(p.name))).toEqual([]);
    expect(String(of(resources, 'aws_ssm_parameter')[0].body.value)).toMatch(/^\$\{var\./);
    expect(result.explanation).not.toMatch(/One generated password/);
  });

  it('a generated password on one cloud beside another cloud with no secret is not shared', async () => {
    const { result, resources } = await generated(
      'a random password stored in an SSM parameter /db/pass, plus a GCS bucket named db-dumps on GCP',
      'terraform',
    );
    expect(of(resources, 'google_storage_bucket')).toHaveLength(1);
    expect(result.explanation).not.toMatch(/One generated password/);
  });
});

describe('the generated password beside an existing vault', () => {
  it('the vault said to exist is referred to, and its new secret holds the password', async () => {
    const { resources, errors } = await generated(
      'generate a random password of 28 characters and store it in an SSM parameter /ops/db/pass and as a secret named ops-db-pass in the existing Azure key vault kv-ops (resource group rg-ops)',
      'terraform',
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'azurerm_key_vault')).toEqual([]);
    const [password] = of(resources, 'random_password');
    expect(password.name).toBe('password');
    expect(password.body.length).toBe(28);
    const secret = of(resources, 'azurerm_key_vault_secret')[0].body;
    expect(String(secret.key_vault_id)).toContain('data.azurerm_key_vault.');
    expect(String(secret.value)).toContain('random_password.password.result');
  });
});
