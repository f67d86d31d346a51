/**
 * A Cloud Run service typed in a hurry, reading an existing Secret Manager secret (issue 24, NAME/INV/BRK
 * classes): a swapped-letter "servcie" is still the service word, so its name is kept; "instnaces" stays a
 * count of instances (no VM is written for it); the variable keeps the name given; the existing secret is
 * referred to by its name, and nothing waits on a version this answer does not write.
 */
import { at, generated, of } from '../../testing/resources';

const PROMPT =
  'cloud run servcie rates-api in us-central1, image us-docker.pkg.dev/acme/apps/rates:2.1.0, min 2 max 8 instnaces, ' +
  '2 cpu + 1Gi. env API_TOKEN from the secret manager secret rates-token (exists already) with its own service account';

describe('a Cloud Run service with a secret given as an environment variable', () => {
  it('keeps the names given and writes no VM', async () => {
    const { resources, errors } = await generated(PROMPT, 'terraform-google');
    expect(errors).toEqual([]);
    expect(of(resources, 'google_compute_instance')).toEqual([]);
    const [run] = of(resources, 'google_cloud_run_v2_service');
    expect(at(run.body, 'name')).toBe('rates-api');
    expect(at(run.body, 'template.containers.env.name')).toBe('API_TOKEN');
    expect(at(run.body, 'depends_on')).toBeUndefined();
  });

  it('refers to the existing secret by its name', async () => {
    const { resources, result } = await generated(PROMPT, 'terraform-google');
    expect(of(resources, 'google_secret_manager_secret')).toEqual([]);
    expect(result.files.map((f) => f.content).join('\n')).toMatch(/default\s*=\s*"rates-token"/);
  });
});
