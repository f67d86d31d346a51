/**
 * A push subscription keeps both ends and its invoker (issue 24, WIR): it pushes to the Cloud Run
 * service's URL with an OIDC token of an account of its own, that account alone may invoke the
 * service, and the service (which only receives) is given nothing on the topic. Wordings of our own.
 */
import { generated, of } from '../../testing/resources';

const body = (r: { body: unknown }) => JSON.stringify(r.body);

describe('a push subscription calls the service with an identity that may invoke it', () => {
  it.each([
    'a cloud run service for the image us-docker.pkg.dev/acme/app/mailer:2, invoked by a pub/sub push subscription on a new topic emails',
    'Pub/Sub topic orders with a push subscription to a private Cloud Run service running gcr.io/acme/orders:1',
    'cloud run (image gcr.io/acme/hooks:3) that is triggered by a Pub/Sub subscription on topic webhooks; the service is not public',
  ])('terraform-google: %s', async (prompt) => {
    const { resources, errors } = await generated(prompt, 'terraform-google');
    expect(errors).toEqual([]);
    const subs = of(resources, 'google_pubsub_subscription').map(body);
    expect(subs.length).toBe(1);
    expect(subs[0]).toMatch(/"push_endpoint":"\$\{google_cloud_run_v2_service\.[\w-]+\.uri\}"/);
    const signer = /"service_account_email":"\$\{(google_service_account\.[\w-]+)\.email\}"/.exec(subs[0])?.[1];
    expect(signer).toBeDefined();
    const invokers = of(resources, 'google_cloud_run_v2_service_iam_member').map(body);
    expect(invokers.filter((i) => i.includes('roles/run.invoker') && i.includes(`${signer}.email`)).length).toBe(1);
    // The service only receives: no publisher grant on the topic it is pushed from.
    expect(of(resources, 'google_pubsub_topic_iam_member').map(body).join()).not.toMatch(/roles\/pubsub\.publisher/);
  });

  it.each([
    'a pub/sub topic and a pull subscription for the billing worker',
    'a pubsub subscription on the topic audit-events',
  ])('no push without one said: %s', async (prompt) => {
    const { resources, errors } = await generated(prompt, 'terraform-google');
    expect(errors).toEqual([]);
    expect(of(resources, 'google_pubsub_subscription').map(body).join()).not.toMatch(/push_config/);
  });
});
