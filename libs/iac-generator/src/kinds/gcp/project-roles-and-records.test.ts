/**
 * Google Cloud access and names said in plain words (issue 24, INV/WIR/NAME/SIL): an account that "can write
 * to Firestore" or "can only write logs" gets the project role, never a new database or log bucket; a private
 * zone and its record keep the DNS names given, whatever their top-level domain, and the record answers with the
 * VM's internal address; an uptime check keeps its given name, host path and timeout.
 */
import { generated, of, at, type Resource } from '../../testing/resources';

const roles = (resources: Resource[]) => of(resources, 'google_project_iam_member').map((r) => at(r.body, 'role'));

describe('project roles said by the service', () => {
  it.each([
    [
      'a Cloud Run service quotes-api with its own service account quotes-sa that can write to Firestore',
      'roles/datastore.user',
    ],
    [
      'a VM worker-3 in us-east1 running as service account worker-sa that can only read from Datastore',
      'roles/datastore.viewer',
    ],
    [
      'a VM relay-2 in europe-west2 with a new service account relay-sa that can only write logs',
      'roles/logging.logWriter',
    ],
  ])('%s', async (prompt, role) => {
    const { resources, errors } = await generated(prompt, 'terraform-google');
    expect(errors).toEqual([]);
    expect(roles(resources)).toContain(role);
    expect(of(resources, 'google_firestore_database')).toEqual([]);
    expect(of(resources, 'google_logging_project_bucket_config')).toEqual([]);
  });
});

describe('a private zone with a record for the VM', () => {
  it('keeps both DNS names and points the record at the internal address', async () => {
    const { resources, errors } = await generated(
      'a VM jump-2 (e2-small) in network net-ops, and a private Cloud DNS zone corp.lan. for net-ops with an A record jump.corp.lan. pointing at the VM internal IP',
      'terraform-google',
    );
    expect(errors).toEqual([]);
    expect(at(of(resources, 'google_dns_managed_zone')[0].body, 'dns_name')).toBe('corp.lan.');
    const [record] = of(resources, 'google_dns_record_set');
    expect(at(record.body, 'name')).toBe('jump.corp.lan.');
    expect(JSON.stringify(at(record.body, 'rrdatas'))).toMatch(/network_interface\[0\]\.network_ip/);
    expect(of(resources, 'google_compute_address')).toEqual([]);
  });
});

describe('an uptime check said with its name, host and path', () => {
  it('keeps them and the timeout stated', async () => {
    const { resources, result } = await generated(
      'an uptime check docs-probe against docs.northwind.example/status every minute with a 7 second timeout, emailing ops@northwind.example when it fails',
      'terraform-google',
    );
    const [check] = of(resources, 'google_monitoring_uptime_check_config');
    expect(at(check.body, 'display_name')).toBe('docs-probe');
    expect(at(check.body, 'timeout')).toBe('7s');
    expect(at(check.body, 'http_check.path')).toBe('/status');
    expect(at(check.body, 'monitored_resource.labels.host')).toBe('docs.northwind.example');
    expect(result.notCovered.join('\n')).not.toMatch(/timeout/);
  });
});

describe('a project role said beside a resource that takes grants', () => {
  it('is granted on the project, never on the topic', async () => {
    const { resources } = await generated(
      'a cloud function ingest-fn triggered by the existing topic projects/p1/topics/raw-events, with its own service account ingest-sa that can write to Firestore',
      'terraform-google',
    );
    expect(roles(resources)).toContain('roles/datastore.user');
    expect(of(resources, 'google_pubsub_topic_iam_member').map((r) => at(r.body, 'role'))).not.toContain(
      'roles/datastore.user',
    );
  });
});
