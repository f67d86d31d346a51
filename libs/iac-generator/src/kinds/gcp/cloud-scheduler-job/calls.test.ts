/**
 * A Cloud Scheduler job that calls a Cloud Run service of the request (new or already running)
 * signs each call with an OIDC token of an identity of its own, and that identity may invoke that
 * one service only (issue 24, WIR). A job asked to publish to a topic still publishes. Wordings of our own.
 */
import { at, generated, of } from '../../../testing/resources';

describe('a scheduled call to a Cloud Run service is signed and allowed', () => {
  it.each([
    'Our billing exporter already runs on Cloud Run (service billing-export in us-east1). Have Cloud Scheduler call it every hour with its own service account.',
    'a cloud run service stock-sync from image us-docker.pkg.dev/acme/sync/app:3 and a cloud scheduler job that triggers it every night at 01:00',
  ])('%s', async (prompt) => {
    const { resources, errors } = await generated(prompt, 'terraform-google');
    expect(errors).toEqual([]);
    const [job] = of(resources, 'google_cloud_scheduler_job');
    expect(at(job.body, 'pubsub_target')).toBeUndefined();
    const signer = String(at(job.body, 'http_target.oidc_token.service_account_email'));
    expect(signer).toMatch(/google_service_account\.[\w-]+\.email/);
    expect(String(at(job.body, 'http_target.uri'))).toMatch(/google_cloud_run_v2_service\.[\w-]+\.uri/);
    const [invoker] = of(resources, 'google_cloud_run_v2_service_iam_member');
    expect(at(invoker.body, 'role')).toBe('roles/run.invoker');
    expect(String(at(invoker.body, 'member'))).toContain(signer.replace(/^\$\{|\}$/g, ''));
    // Only that service: nothing on the project.
    expect(of(resources, 'google_project_iam_member').map((m) => at(m.body, 'role'))).not.toContain(
      'roles/run.invoker',
    );
    // The service runs as another identity than the one that calls it.
    const [service] = of(resources, 'google_cloud_run_v2_service');
    if (service) expect(JSON.stringify(service.body)).not.toContain(signer.replace(/^\$\{|\}$/g, ''));
  });

  it('the method and path said for the call are the ones written', async () => {
    const { resources, result } = await generated(
      'We already run the Cloud Run service ledger-close (https://ledger-close-x1y2z3-ew.a.run.app). Cloud Scheduler should PUT to /close every night at 23:00 with its own service account.',
      'terraform-google',
    );
    const [job] = of(resources, 'google_cloud_scheduler_job');
    expect(at(job.body, 'http_target.http_method')).toBe('PUT');
    expect(at(job.body, 'http_target.uri')).toBe('https://ledger-close-x1y2z3-ew.a.run.app/close');
    expect(result.explanation).not.toMatch(/not covered: '\/close'/);
  });

  it('a job asked to publish to a topic publishes there', async () => {
    const { resources } = await generated(
      'a cloud run service ingest and a pub/sub topic ticks; cloud scheduler publishes to the topic every 5 minutes',
      'terraform-google',
    );
    const [job] = of(resources, 'google_cloud_scheduler_job');
    expect(at(job.body, 'pubsub_target')).toBeDefined();
    expect(of(resources, 'google_cloud_run_v2_service_iam_member')).toHaveLength(0);
  });
});
