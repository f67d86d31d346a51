/**
 * Issue 24 (UNT): the answer's "not covered", "not read" and "written, not read" lines are true of
 * the files, by class, with prompts of our own:
 * 1. a reason never says a resource cannot take a setting it can (the generator did not write it);
 *    a setting the writer can write from what was read is written (Cloud SQL's auto-grow limit);
 *    "not written yet" is not said of words the component's own resources carry (autoscale settings);
 * 2. words of a setting read over a whole clause are not carried by it when the files do not hold them;
 * 3. "not read" is never said of the request's format, cloud or asides, nor of words a written
 *    attribute carries in another spelling (binlog, Serverless v2, Entra-only).
 */
import { generateInfrastructure } from '../testing/resources';

type Input = Parameters<typeof generateInfrastructure>[0];
const run = (prompt: string, format: Input['format'], platform: Input['platform']) =>
  generateInfrastructure({ prompt, format, platform, history: [] });
const text = (r: ReturnType<typeof run>) => r.files.map((f) => f.content).join('\n');
const notRead = (r: ReturnType<typeof run>) => (r.notRead ?? []).join('\n');
const writtenUnread = (r: ReturnType<typeof run>) => (r.writtenUnread ?? []).join('\n');

describe('class 3: the format, the cloud and asides are no words missed', () => {
  it.each<[string, Input['format'], Input['platform'], RegExp]>([
    ['write Bicep for a storage account stdataone with versioning', 'bicep', 'azure', /bicep/i],
    [
      'CloudFormation template please: an SQS queue jobs-in with 3 days retention',
      'cloudformation',
      'aws',
      /cloudformation|template/i,
    ],
    [
      'k8s manifests for a Deployment api with ghcr.io/acme/api:1.2, 3 replicas',
      'kubernetes-yaml',
      'kubernetes',
      /manifests|k8s/i,
    ],
    ['hey, an S3 bucket for build logs thx', 'terraform-aws', 'aws', /'hey'|'thx'/],
    ['an ARM template for a key vault kv-ops-weu with purge protection', 'arm', 'azure', /'ARM|template/],
  ])('%s', (prompt, format, platform, said) => {
    const r = run(prompt, format, platform);
    expect(r.declined).toBe(false);
    expect(notRead(r)).not.toMatch(said);
  });

  it('a word that is a value of the request (a column named platform) is still said when nothing took it', () => {
    const r = run(
      'BigQuery dataset sales with a table orders clustered by region, platform and channel',
      'terraform-google',
      'gcp',
    );
    const lines = [...r.notCovered, ...(r.notRead ?? []), ...(r.writtenUnread ?? [])].join('\n');
    if (!/platform/.test(text(r))) expect(lines).toMatch(/platform/);
  });
});

describe('class 3: words a written attribute carries in another spelling are not "not read"', () => {
  it.each<[string, Input['format'], Input['platform'], RegExp, RegExp]>([
    [
      'Cloud SQL MySQL 8.0 instance with daily backups at 01:00 and binlog enabled',
      'terraform-google',
      'gcp',
      /binary_log_enabled\s*=\s*true/,
      /binlog/,
    ],
    [
      'an Aurora MySQL Serverless v2 cluster between 1 and 4 ACUs',
      'terraform-aws',
      'aws',
      /serverlessv2_scaling_configuration/,
      /v2/,
    ],
    [
      'Azure SQL server sqlsrv-crm with a database crm, Entra-only auth',
      'bicep',
      'azure',
      /azureADOnlyAuthentication: true/,
      /Entra/,
    ],
    [
      'an ARM template for a Linux web app on a P1v2 plan, add regional VNet integration into subnet /subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/rg-x/providers/Microsoft.Network/virtualNetworks/vnet-x/subnets/snet-web',
      'arm',
      'azure',
      /"virtualNetworkSubnetId"/,
      /VNet integration/,
    ],
  ])('%s', (prompt, format, platform, written, words) => {
    const r = run(prompt, format, platform);
    expect(text(r)).toMatch(written);
    expect(notRead(r)).not.toMatch(words);
  });
});

describe('class 1: what a resource can take is never called impossible', () => {
  it('an auto-grow limit of a Cloud SQL disk is written (disk_autoresize_limit), with no line', () => {
    const r = run('Postgres 15 on Cloud SQL, 50GB SSD that grows automatically up to 200GB', 'terraform-google', 'gcp');
    expect(text(r)).toMatch(/disk_autoresize_limit\s*=\s*200/);
    expect(r.notCovered.join('\n')).not.toMatch(/200GB/);
  });

  it('a setting given to a resource the generator does not write it for says the generator did not write it', () => {
    const r = run(
      'a daemonset for node-exporter (prom/node-exporter:v1.8) only on nodes labelled tier=edge',
      'kubernetes-yaml',
      'kubernetes',
    );
    const lines = r.notCovered.join('\n');
    expect(lines).not.toMatch(/not a setting|nothing in this request that it applies to/);
    if (!/tier: edge/.test(text(r))) expect(lines).toMatch(/'tier=edge' .*does not write it .*not written/);
  });

  it('autoscaling of a scale set whose autoscale settings are written is not "not written yet"', () => {
    const r = run('a VM scale set with Ubuntu 22.04, Standard_B2s, 2 instances, with autoscaling', 'bicep', 'azure');
    if (/Microsoft\.Insights\/autoscalesettings/.test(text(r)))
      expect(r.notCovered.join('\n')).not.toMatch(/'autoscaling' .*not written yet/);
  });
});

describe('class 2: a setting read over a whole clause carries only what the files hold', () => {
  it('"reachable from the internet" beside a port read over the clause is not carried when ingress is not external', () => {
    const r = run(
      'a container app web-x with image ghcr.io/acme/web:1.0. It should be reachable from the internet on port 3000 and scale from 2 to 5 replicas when busy',
      'bicep',
      'azure',
    );
    if (/external: false/.test(text(r))) expect(writtenUnread(r)).not.toMatch(/'internet'/);
  });

  it('is listed as honoured by the values written, never by the clause (which asks more than a port)', () => {
    const r = run(
      'a container app web-x with image ghcr.io/acme/web:1.0. It should be reachable from the internet on port 3000 and scale from 2 to 5 replicas when busy',
      'bicep',
      'azure',
    );
    const honouredSettings = r.covered.flatMap((c) => c.settings ?? []).join('\n');
    // Each value on its own, never the clause that asked several things at once.
    expect(honouredSettings).not.toMatch(/internet on port/);
    expect(honouredSettings).toMatch(/3000 \(port\)/);
    // Internet access is listed only when the files make the ingress external.
    if (/external: true/.test(text(r))) expect(honouredSettings).toMatch(/internet \(external ingress\)/);
    else expect(honouredSettings).not.toMatch(/internet/);
  });
});

describe('class 3: "written, not read" only where the files hold what the words say', () => {
  it('a word is no misspelling of a written word by its short stem ("nodes" is not the "non" of runAsNonRoot)', () => {
    const r = run(
      'a daemonset for log-shipper (ghcr.io/acme/shipper:1.0), only on nodes labelled pool=logs',
      'kubernetes-yaml',
      'kubernetes',
    );
    expect(writtenUnread(r)).not.toMatch(/'nodes' .*runAsNonRoot/);
  });

  it('a key said with its value ("family should be billing-job") is not carried by the key holding another value', () => {
    const r = run(
      'an ECS task definition, task definition family should be billing-job, 1 vCPU and 2 GB of memory',
      'cloudformation',
      'aws',
    );
    if (!/Family: billing-job$/m.test(text(r))) expect(writtenUnread(r)).not.toMatch(/'family'/);
  });

  it('several words beside a setting say something of their own: not read with it', () => {
    const r = run(
      'a CloudWatch event rule that starts a job every weekday at 07:30 UTC, and an SQS queue jobs',
      'cloudformation',
      'aws',
    );
    expect(writtenUnread(r)).not.toMatch(/'[^']*weekday[^']*' \(read with/);
  });
});

describe('class 1: a setting given to nothing whose words one written key carries', () => {
  it('"weekly" beside a written weekly maintenance window is not "not written"', () => {
    const r = generateInfrastructure({
      prompt: 'add a weekly maintenance window on Saturdays at 04:00 UTC',
      format: 'terraform-google',
      platform: 'gcp',
      history: [{ role: 'user', content: 'Memorystore for Redis instance sessions-eu, 2 GB, BASIC tier' }],
    });
    if (/weekly_maintenance_window/.test(text(r))) expect(r.notCovered.join('\n')).not.toMatch(/'weekly'/);
  });
});

describe('class 2: a setting its writer writes without reading it is not "not written yet"', () => {
  it('a Cloud NAT that only logs errors: its log_config is written, so "log" is no gap', () => {
    const r = run(
      'a VPC edge with a subnet web 10.30.0.0/20 in europe-west1, and a Cloud NAT for it that only logs errors',
      'terraform-google',
      'gcp',
    );
    if (/resource "google_compute_router_nat"[\s\S]*log_config/.test(text(r)))
      expect(r.notCovered.join('\n')).not.toMatch(/'logs?' \(/);
  });
});
