/**
 * A serverless service closed to outside callers nobody asked to close is out of reach (BRK): Cloud
 * Run limited to a load balancer that is not written, an HTTP Cloud Function limited to the
 * project's networks. Closed only when the request said internal or private, when a load balancer
 * written here fronts it, or (a function) when events trigger it; callers still need the invoker role.
 */
import { generateInfrastructure } from '../../testing/resources';

const text = (prompt: string) =>
  generateInfrastructure({ prompt, platform: 'gcp', format: 'terraform-google' })
    .files.map((f) => f.content)
    .join('\n');
const ingressOf = (out: string) => /\b(?:ingress|ingress_settings)\s+= "([A-Z_]+)"/.exec(out)?.[1];

describe('serverless ingress on Google Cloud', () => {
  it.each([
    ['a Cloud Run service quota-api running us-docker.pkg.dev/acme/quota/api:12', 'INGRESS_TRAFFIC_ALL'],
    ['a private Cloud Run service quota-api from us-docker.pkg.dev/acme/quota/api:12', 'INGRESS_TRAFFIC_INTERNAL_ONLY'],
    [
      'Cloud Run service quota-api (us-docker.pkg.dev/acme/quota/api:12) behind an HTTPS load balancer for quota.example.dev',
      'INGRESS_TRAFFIC_INTERNAL_LOAD_BALANCER',
    ],
    ['a Cloud Functions gen2 function score-lead in go 1.22 invoked over HTTP', 'ALLOW_ALL'],
    ['an internal Cloud Function score-lead in go 1.22 with an HTTP trigger', 'ALLOW_INTERNAL_ONLY'],
    ['a Cloud Function in java 21 fired by the Pub/Sub topic lead-events', 'ALLOW_INTERNAL_ONLY'],
  ])('%s -> %s', (prompt, ingress) => {
    const out = text(prompt);
    expect(ingressOf(out)).toBe(ingress);
    // Open ingress is not public: nobody is granted the invoker role unless the request said public.
    expect(out).not.toMatch(/allUsers/);
  });
});
