/**
 * A Cloud Run service asked for with a secret its account may read gets that secret (issue 24,
 * class 7): an environment variable named after the secret, read from its latest version, which
 * exists before the service starts. Without a secret the service has no such variable.
 */
import { at, generated, of } from '../../testing/resources';

describe('a secret granted to a Cloud Run service reaches its container', () => {
  it('terraform-google: as an env var named after the secret, read from its latest version', async () => {
    const { resources, errors } = await generated(
      'a Cloud Run service running europe-docker.pkg.dev/shop/web/cart:4 that reads the Secret Manager secret stripe-token',
      'terraform-google',
    );
    expect(errors).toEqual([]);
    const [service] = of(resources, 'google_cloud_run_v2_service');
    const env = [at(service.body, 'template.containers.env')].flat() as Record<string, unknown>[];
    expect(env.map((e) => e.name)).toContain('STRIPE_TOKEN');
    const ref = String(
      at(
        env.find((e) => e.name === 'STRIPE_TOKEN'),
        'value_source.secret_key_ref.secret',
      ),
    );
    expect(ref).toMatch(/google_secret_manager_secret\.[\w-]+\.secret_id/);
    expect(JSON.stringify(at(service.body, 'depends_on'))).toContain('google_secret_manager_secret_version');
  });

  it('terraform-google: no secret, no secret variable', async () => {
    const { resources } = await generated('a Cloud Run service running nginx', 'terraform-google');
    const [service] = of(resources, 'google_cloud_run_v2_service');
    expect(JSON.stringify(at(service.body, 'template.containers') ?? {})).not.toContain('secret_key_ref');
  });
});
