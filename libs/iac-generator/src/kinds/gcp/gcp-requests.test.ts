/**
 * Google Cloud requests written as asked: plain HTTP load balancing, several IAM roles, Apigee,
 * locations (multi-regions, location ids, a region per subnet), firewall rules by service,
 * Spanner compute and databases, Secret Manager replication, rotation and notices, registry
 * clean-up, scheduler and uptime targets with email alerts, Cloud Armor address rules, Pub/Sub
 * triggered functions, and nothing invented (no table beside a dataset, no network that is not
 * needed). Each answer is read back with the Terraform parser and checked (zero errors).
 */
import { at, generated, of, type SettingCase } from '../../testing/resources';

interface Case extends Omit<SettingCase, 'format'> {
  /** Resource types whose presence would be an invention or the wrong service. */
  absent?: string[];
}

const CASES: Case[] = [
  {
    prompt: 'An external HTTP load balancer on port 80 for a managed instance group of e2-small VMs',
    type: 'google_compute_global_forwarding_rule',
    expect: { port_range: '80' },
    absent: ['google_compute_target_https_proxy', 'google_compute_managed_ssl_certificate'],
  },
  {
    prompt: 'An HTTPS load balancer for shop.example.org in front of a managed instance group',
    type: 'google_compute_global_forwarding_rule',
    expect: { port_range: '443' },
    absent: ['google_compute_target_http_proxy'],
  },
  {
    prompt: 'A Cloud Storage bucket for media uploads, stored in the US',
    type: 'google_storage_bucket',
    expect: { location: 'US' },
  },
  {
    prompt: 'A Cloud Storage bucket named acme-invoices-2026 with versioning',
    type: 'google_storage_bucket',
    expect: { name: 'acme-invoices-2026' },
  },
  {
    prompt: 'A BigQuery dataset for marketing reports, located in EU',
    type: 'google_bigquery_dataset',
    expect: { location: 'EU' },
    absent: ['google_bigquery_table', 'google_compute_network'],
  },
  {
    prompt: 'A Firestore database in native mode with location eur3',
    type: 'google_firestore_database',
    expect: { location_id: 'eur3' },
  },
  {
    prompt: 'A Spanner instance with 300 processing units',
    type: 'google_spanner_instance',
    expect: { processing_units: 300 },
  },
  {
    prompt: 'A Spanner instance on 2 nodes in europe-west3',
    type: 'google_spanner_instance',
    expect: { num_nodes: 2, config: 'regional-europe-west3' },
  },
  {
    prompt: 'An Artifact Registry repository that deletes untagged images and keeps the 15 most recent versions',
    type: 'google_artifact_registry_repository',
    expect: {
      'cleanup_policies.0.action': 'DELETE',
      'cleanup_policies.0.condition.tag_state': 'UNTAGGED',
      'cleanup_policies.1.most_recent_versions.keep_count': 15,
    },
    absent: ['google_cloud_run_v2_service'],
  },
  {
    prompt: 'A Cloud Scheduler job calling https://jobs.acme.io/reindex every hour',
    type: 'google_cloud_scheduler_job',
    expect: { 'http_target.uri': 'https://jobs.acme.io/reindex', schedule: '0 * * * *' },
    absent: ['google_pubsub_topic'],
  },
  {
    prompt: 'A Cloud Armor security policy that blocks 203.0.113.0/24 and 192.0.2.44',
    type: 'google_compute_security_policy',
    expect: { 'rule.0.action': 'deny(403)', 'rule.0.match.config.src_ip_ranges': ['203.0.113.0/24', '192.0.2.44'] },
  },
  {
    prompt: 'A Memorystore Redis instance of 1 GB on the default network',
    type: 'google_redis_instance',
    expect: { memory_size_gb: 1 },
    absent: ['google_compute_network', 'google_compute_subnetwork'],
  },
];

describe('Google Cloud requests are written as asked', () => {
  it.each(CASES.map((c) => [`${c.prompt} -> ${c.type}`, c] as const))('%s', async (_name, c) => {
    const { result, resources, errors } = await generated(c.prompt, 'terraform-google');
    expect(errors).toEqual([]);
    const found = of(resources, c.type);
    expect(found.length).toBeGreaterThan(0);
    for (const [path, value] of Object.entries(c.expect))
      expect([path, at(found[0].body, path)]).toEqual([path, value]);
    for (const type of c.absent ?? []) expect([type, of(resources, type).length]).toEqual([type, 0]);
    expect(result.notCovered).toEqual([]);
  });

  it('grants every role named, one member each, spelled as written', async () => {
    const { result, resources, errors } = await generated(
      'A service account for the deploy bot, granted roles/run.developer and roles/iam.serviceAccountUser as well',
      'terraform-google',
    );
    // Service Account User granted on the whole project lets the bot act as every service account
    // in it: written as asked, and the checker says so (its one finding), which is the point.
    expect(errors).toEqual([expect.stringMatching(/ IG-GCP-049 .*serviceAccountUser/)]);
    const roles = of(resources, 'google_project_iam_member').map((r) => r.body.role);
    expect(roles.sort()).toEqual(['roles/iam.serviceAccountUser', 'roles/run.developer']);
    expect(result.notCovered.filter((l) => /role/i.test(l))).toEqual([]);
  });

  it('writes Apigee as an organization with its environments attached to its runtime instance', async () => {
    const { result, resources, errors } = await generated(
      'Apigee X for our partner APIs: an environment called sandbox and a runtime instance in europe-west1',
      'terraform-google',
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'google_apigee_organization')).toHaveLength(1);
    expect(of(resources, 'google_apigee_environment').map((e) => e.body.name)).toEqual(['sandbox']);
    expect(of(resources, 'google_apigee_instance')[0]?.body.location).toBe('europe-west1');
    expect(of(resources, 'google_apigee_instance_attachment')).toHaveLength(1);
    expect(of(resources, 'google_compute_instance')).toEqual([]);
    expect(result.notCovered).toEqual([]);
  });

  it('puts each subnetwork in its region and opens the ports of the services allowed', async () => {
    const { resources, errors } = await generated(
      'A VPC network with subnets in asia-east1 and europe-west2, plus a firewall rule allowing ssh and https',
      'terraform-google',
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'google_compute_subnetwork').map((s) => s.body.region)).toEqual([
      'asia-east1',
      'europe-west2',
    ]);
    expect(at(of(resources, 'google_compute_firewall')[0].body, 'allow.ports')).toEqual(['22', '443']);
  });

  it('writes the Spanner databases named inside the instance', async () => {
    const { resources, errors } = await generated(
      'A Spanner instance with 200 processing units holding a database called inventory',
      'terraform-google',
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'google_spanner_database').map((d) => d.body.name)).toEqual(['inventory']);
  });

  it('replicates, rotates and announces a secret as asked', async () => {
    const { result, resources, errors } = await generated(
      'A Secret Manager secret named api-token with user-managed replication in europe-west1 and europe-west4, rotate every 45 days',
      'terraform-google',
    );
    expect(errors).toEqual([]);
    const secret = of(resources, 'google_secret_manager_secret')[0].body;
    expect(secret.secret_id).toBe('api-token');
    expect(at(secret, 'replication.user_managed.replicas')).toEqual([
      { location: 'europe-west1' },
      { location: 'europe-west4' },
    ]);
    expect(at(secret, 'rotation.rotation_period')).toBe('3888000s');
    // Rotation needs a topic to announce itself on, and Secret Manager's agent may publish to it.
    expect(at(secret, 'topics.name')).toBeDefined();
    expect(of(resources, 'google_pubsub_topic_iam_member')[0]?.body.role).toBe('roles/pubsub.publisher');
    expect(result.notCovered).toEqual([]);
  });

  it('checks a site over HTTPS and emails the address given when it fails', async () => {
    const { result, resources, errors } = await generated(
      'An uptime check on https://portal.acme.io/status with a notification channel emailing oncall@acme.io',
      'terraform-google',
    );
    expect(errors).toEqual([]);
    const check = of(resources, 'google_monitoring_uptime_check_config')[0].body;
    expect(at(check, 'monitored_resource.labels.host')).toBe('portal.acme.io');
    expect(at(check, 'http_check.use_ssl')).toBe(true);
    expect(at(check, 'http_check.path')).toBe('/status');
    const channel = of(resources, 'google_monitoring_notification_channel')[0].body;
    expect([channel.type, at(channel, 'labels.email_address')]).toEqual(['email', 'oncall@acme.io']);
    expect(of(resources, 'google_monitoring_alert_policy')).toHaveLength(1);
    expect(result.notCovered).toEqual([]);
  });

  it('triggers a 2nd gen function from the Pub/Sub topic asked for with it', async () => {
    const { resources, errors } = await generated(
      'A 2nd gen Cloud Function in Go 1.22 that runs on every message to a Pub/Sub topic',
      'terraform-google',
    );
    expect(errors).toEqual([]);
    const fn = of(resources, 'google_cloudfunctions2_function')[0].body;
    expect(at(fn, 'event_trigger.event_type')).toBe('google.cloud.pubsub.topic.v1.messagePublished');
    expect(at(fn, 'event_trigger.pubsub_topic')).toBeDefined();
  });

  it('writes the same in the multi-cloud Terraform format when the request is for Google Cloud', async () => {
    const { resources, errors } = await generated(
      'On Google Cloud: a plain HTTP load balancer for a managed instance group, behind a Cloud Armor policy denying 198.18.0.0/15',
      'terraform',
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'google_compute_global_forwarding_rule')[0].body.port_range).toBe('80');
    expect(of(resources, 'google_compute_target_http_proxy')).toHaveLength(1);
    const rules = at(of(resources, 'google_compute_security_policy')[0].body, 'rule') as Record<string, unknown>[];
    expect(rules.map((r) => [r.action, at(r, 'match.config.src_ip_ranges')])).toContainEqual([
      'deny(403)',
      ['198.18.0.0/15'],
    ]);
  });

  it('adds no network to a request that needs none', async () => {
    const { resources, errors } = await generated('A Pub/Sub topic for order events', 'terraform-google');
    expect(errors).toEqual([]);
    expect(of(resources, 'google_compute_network')).toEqual([]);
  });
});
