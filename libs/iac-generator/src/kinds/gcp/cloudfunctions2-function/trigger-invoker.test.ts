/**
 * A 2nd gen Cloud Function started by events (issue 24, WIR): Eventarc calls the function's Cloud
 * Run service as the trigger's service account, so that account is the service's invoker; a function
 * called over HTTP gets no such grant. Wordings of our own.
 */
import { at, generated, of } from '../../../testing/resources';

describe("an event-triggered Cloud Function's trigger may invoke it", () => {
  it.each([
    'A gen2 Cloud Function billing-sync in nodejs 20, run for every message published to a new Pub/Sub topic ledger-updates.',
    'Cloud Function (2nd gen) in go 1.22 that fires whenever a file lands in a new storage bucket acme-scans-inbox.',
  ])('%s', async (prompt) => {
    const { resources, errors } = await generated(prompt, 'terraform-google');
    expect(errors).toEqual([]);
    const [fn] = of(resources, 'google_cloudfunctions2_function');
    const account = String(at(fn.body, 'event_trigger.service_account_email'));
    const grants = of(resources, 'google_cloud_run_v2_service_iam_member');
    expect(grants).toHaveLength(1);
    expect(grants[0].body.role).toBe('roles/run.invoker');
    expect(String(grants[0].body.name)).toContain(`google_cloudfunctions2_function.${fn.name}.name`);
    expect(String(grants[0].body.member)).toContain(account.replace(/^\$\{|\}$/g, ''));
  });

  it('an HTTP function: no invoker grant', async () => {
    const { resources } = await generated(
      'A gen2 cloud function quote-api in python 3.12 called over HTTPS',
      'terraform-google',
    );
    expect(of(resources, 'google_cloud_run_v2_service_iam_member')).toHaveLength(0);
  });
});
