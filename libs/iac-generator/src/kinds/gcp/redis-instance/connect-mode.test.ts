/**
 * Memorystore reached over private service access fails to create on a network without its
 * reserved range and service networking connection (BRK). The instance uses direct peering, which
 * needs nothing else, whether its network is new or one the request names.
 */
import { generateInfrastructure } from '../../../testing/resources';

const text = (prompt: string) =>
  generateInfrastructure({ prompt, platform: 'gcp', format: 'terraform-google' })
    .files.map((f) => f.content)
    .join('\n');

describe('Memorystore connect mode', () => {
  it.each([
    'a Memorystore Redis 7.0 instance session-cache, 2 GB, standard tier with a read replica',
    'Memorystore for Redis named ratelimit-store on the existing network shared-vpc-east',
  ])('%s: nothing that needs a range it does not write', (prompt) => {
    const out = text(prompt);
    expect(out).toMatch(/resource "google_redis_instance"/);
    expect(out).not.toMatch(/PRIVATE_SERVICE_ACCESS/);
  });
});
