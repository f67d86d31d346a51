/**
 * A thing the request says the user already has is referred to, never created, whatever the wording
 * ("our current X", "we run X", "the X we have", "X already runs on", "reuse X", an identifier that
 * names it or what it is in, "the existing one"), on every cloud and format: it keeps the name given,
 * and the answer says it is referred to. A follow-up that puts an existing one in the place of a new
 * one drops the new one. Every answer passes the product's own checker.
 */
import { type FormatId } from '@infragen/contracts';
import { saysExisting } from './understand/existing-said';
import { generated, type Resource } from './testing/resources';

const text = (files: { content: string }[]) => files.map((f) => f.content).join('\n');
const types = (resources: Resource[]) => new Set(resources.map((r) => r.type));

describe('saysExisting reads the wordings of a thing the user has', () => {
  it.each<[string, string, boolean]>([
    ['a worker draining our current queue "ingest-q"', 'queue', true],
    ['the nightly export already runs on cloud run (service "exporter")', 'cloud run', true],
    ['the topic allready exists', 'topic', true],
    ['we operate a memorystore instance named "sessions" and want an alert', 'memorystore instance', true],
    ['put the function behind the api gateway rest api "public-api" that we have', 'api gateway rest api', true],
    ['reuse the log analytics workspace "law-core" for the diagnostics', 'log analytics workspace', true],
    ['attach it to the security group (id sg-0a1b2c3d)', 'security group', true],
    ['a dashboard for our redis cluster "cache-eu-1"', 'redis cluster', true],
    ['metrics on our app service plan "asp-prod" (rg "rg-web")', 'rg', true],
    ['for the bucket, use the existing one', 'bucket', true],
    ['a role in our exsiting account "acct-main"', 'account', true],
    // Whose it is, "already" after it, and "don't make one" said of it: each is one the user has.
    ['gke cluster in subnet "snet-a" (the network is ours, nothing new)', 'network', true],
    ['the redis cache "sessions" is mine already; add an alert on it', 'redis cache', true],
    ['an aks cluster; we have a vnet already', 'vnet', true],
    ['i run the bucket "media-raw" already and want a notification', 'bucket', true],
    ['aurora in subnets "subnet-1" and "subnet-2" (there is a vpc, do not create one)', 'vpc', true],
    ['a key vault for the app, don\u2019t make another.', 'key vault', true],
    // A new one, or one the user still has to make, is made.
    ['an s3 bucket, do not make it public', 'bucket', false],
    ['a queue and a topic, never create it without encryption', 'queue', false],
    ['we have a plan to build a vpc already drafted', 'vpc', false],
    ['a brand new queue "ingest-q" and a worker', 'queue', false],
    ['we need to create a topic "events"', 'topic', false],
    ['a topic we have to create', 'topic', false],
    ['we run nightly jobs and need a bucket', 'bucket', false],
    ['a cache for our app', 'app', false],
    // What an existing thing is in exists, a bracketed size or tier said of the thing between them or not.
    ['a function app on our existing plan "plan-fn-01" (EP1) in resource group "rg-fn-weu"', 'resource group', true],
    [
      'a queue reader on the existing namespace "sb-core" (Premium, 2 units) in resource group "rg-bus"',
      'resource group',
      true,
    ],
    // A new thing with a bracketed size in a place says nothing of the place, nor does an existing thing in another clause.
    ['a new function app (EP1) in resource group "rg-fn-weu"', 'resource group', false],
    ['our existing vault "kv-9", and a plan (EP1) in resource group "rg-apps"', 'resource group', false],
    ['the existing vault "kv-9" stays; a plan (new) in resource group "rg-apps"', 'resource group', false],
  ])('%s (%s) -> %s', (phrase, words, said) => expect(saysExisting(phrase, words)).toBe(said));
});

type Case = [name: string, format: FormatId, prompt: string, history: string[], check: (out: Out) => void];
interface Out {
  files: string;
  made: Set<string>;
  resources: Resource[];
  explanation: string;
}

const cases: Case[] = [
  [
    'aws terraform: "our current queue" is looked up by its name',
    'terraform-aws',
    'a python Lambda that consumes messages from our current queue billing-events',
    [],
    ({ files, made, explanation }) => {
      expect(made.has('aws_sqs_queue')).toBe(false);
      expect(files).toMatch(/data "aws_sqs_queue" "billing-events"/);
      expect(files).toMatch(/default\s*=\s*"billing-events"/);
      expect(explanation).toMatch(/referred to/);
    },
  ],
  [
    'aws terraform: "the queue already exists" said apart names the queue said before',
    'terraform-aws',
    'a CloudWatch alarm when the sqs queue intake-dlq has more than 10 visible messages. the queue already exists',
    [],
    ({ files, made }) => {
      expect(made.has('aws_sqs_queue')).toBe(false);
      expect(files).toMatch(/default\s*=\s*"intake-dlq"/);
    },
  ],
  [
    'aws cloudformation: "we run" an ElastiCache cluster: a parameter, not a cluster',
    'cloudformation',
    'we run an ElastiCache cluster named sessions-cache; add a CloudWatch alarm on its CPU above 70 percent',
    [],
    ({ made, files }) => {
      expect(made.has('AWS::ElastiCache::CacheCluster')).toBe(false);
      expect(files).toMatch(/sessions-cache/);
    },
  ],
  [
    'azure terraform: "our vm <name> (<group>)" is looked up with its group',
    'terraform-azurerm',
    'an azure monitor action group ops-pager and a backup of our vm app-vm-02 (rg-apps) into a recovery services vault rsv-ops',
    [],
    ({ made, files }) => {
      expect(made.has('azurerm_linux_virtual_machine')).toBe(false);
      expect(made.has('azurerm_resource_group')).toBe(false);
      expect(files).toMatch(/data "azurerm_virtual_machine" "app-vm-02"/);
      expect(files).toMatch(/default\s*=\s*"rg-apps"/);
    },
  ],
  [
    'bicep: the same vm is an existing resource',
    'bicep',
    'an azure monitor action group ops-pager and a backup of our vm app-vm-02 (rg-apps) into a recovery services vault rsv-ops',
    [],
    ({ files }) => {
      expect(files).toMatch(/'Microsoft\.Compute\/virtualMachines@[\d-]+' existing/);
      expect(files).toMatch(/'app-vm-02'/);
    },
  ],
  [
    'azure terraform: a network named inside a given subnet id exists, looked up by that id',
    'terraform-azurerm',
    'a key vault kv-orders-01 with a private endpoint in subnet /subscriptions/11111111-2222-3333-4444-555555555555/resourceGroups/rg-core-net/providers/Microsoft.Network/virtualNetworks/vnet-core/subnets/snet-endpoints, and its private DNS zone linked to vnet-core',
    [],
    ({ made, files }) => {
      expect(made.has('azurerm_virtual_network')).toBe(false);
      expect(files).toMatch(/default\s*=\s*"\/subscriptions\/[^"]+\/virtualNetworks\/vnet-core"/);
    },
  ],
  [
    'gcp terraform: a Cloud Run service "we already run" is not deployed again',
    'terraform-google',
    'We already run the Cloud Run service invoice-api in europe-west1. Add a Cloud Scheduler job every 15 minutes that calls it.',
    [],
    ({ made, files }) => {
      expect(made.has('google_cloud_run_v2_service')).toBe(false);
      expect(files).toMatch(/data "google_cloud_run_v2_service"/);
      expect(files).toMatch(/default\s*=\s*"invoice-api"/);
    },
  ],
  [
    'gcp terraform: "the table <dataset>.<table> that we have" is looked up in its dataset',
    'terraform-google',
    'a pubsub topic clicks whose messages go into the bigquery table web.clicks_v2 that we have',
    [],
    ({ made, files }) => {
      expect(made.has('google_bigquery_table')).toBe(false);
      expect(made.has('google_bigquery_dataset')).toBe(false);
      expect(files).toMatch(/default\s*=\s*"clicks_v2"/);
      expect(files).toMatch(/default\s*=\s*"web"/);
    },
  ],
  [
    'gcp terraform: the existing network and subnet named are the ones used, by name',
    'terraform-google',
    'a GKE cluster c1 in europe-west1 using the existing network main-vpc and subnet nodes-ew1',
    [],
    ({ made, files }) => {
      expect(made.has('google_compute_network')).toBe(false);
      expect(made.has('google_compute_subnetwork')).toBe(false);
      expect(files).toMatch(/default\s*=\s*"main-vpc"/);
      expect(files).toMatch(/default\s*=\s*"nodes-ew1"/);
    },
  ],
  [
    'kubernetes: "our current configmap" is referred to by name, not written',
    'kubernetes-yaml',
    'a deployment web running nginx:1.27 that takes its environment from our current configmap web-settings',
    [],
    ({ files, explanation }) => {
      expect(files).not.toMatch(/kind: ConfigMap/);
      expect(files).toMatch(/name: web-settings/);
      expect(explanation).toMatch(/existing ConfigMap web-settings/);
    },
  ],
  [
    'kubernetes: a service account "that already exists" runs the pods, not written',
    'kubernetes-yaml',
    'a deployment reports running ghcr.io/acme/reports:2.0 as the service account reports-runner that already exists',
    [],
    ({ files }) => {
      expect(files).not.toMatch(/kind: ServiceAccount\s*\nmetadata:\s*\n\s*name: reports-runner/);
      expect(files).toMatch(/serviceAccountName: reports-runner/);
    },
  ],
  [
    'aws follow-up: "no new VPC, use the existing one" drops the new VPC and refers to the one named',
    'terraform-aws',
    "actually I don't want a new VPC: put it in the existing vpc core-prod",
    ['an Aurora postgres cluster in a new VPC 10.30.0.0/16'],
    ({ made, files }) => {
      expect(made.has('aws_vpc')).toBe(false);
      expect(files).toMatch(/data "aws_vpc" "core-prod"/);
    },
  ],
  [
    'gcp follow-up: a network said to use in place of the new one',
    'terraform-google',
    'scrap the new network, use our existing vpc corp-net instead',
    ['a GKE cluster apps-2 in a new VPC'],
    ({ made, files }) => {
      expect(made.has('google_compute_network')).toBe(false);
      expect(files).toMatch(/default\s*=\s*"corp-net"/);
    },
  ],
  [
    'aws terraform: "the network is ours, do not create one" beside given subnet ids writes no VPC',
    'terraform-aws',
    'an RDS postgres instance "billing-db" in subnets subnet-0c1d2e3f and subnet-0a9b8c7d (the vpc is ours, do not create one)',
    [],
    ({ made }) => {
      expect(made.has('aws_vpc')).toBe(false);
      expect(made.has('aws_db_instance')).toBe(true);
    },
  ],
  [
    'azure terraform: "we have a vnet already" is looked up, not made',
    'terraform-azurerm',
    'an AKS cluster "aks-ops" in resource group "rg-ops"; we have a VNet "vnet-ops" already',
    [],
    ({ made }) => {
      expect(made.has('azurerm_virtual_network')).toBe(false);
      expect(made.has('azurerm_kubernetes_cluster')).toBe(true);
    },
  ],
  [
    'azure terraform: the resource group of an existing plan, a tier in brackets between them, is looked up, not made',
    'terraform-azurerm',
    'a Linux web app called app-orchid-api on our existing App Service plan asp-orchid (P1v3) in rg-orchid-apps, Python 3.12',
    [],
    ({ made, files }) => {
      expect(made.has('azurerm_resource_group')).toBe(false);
      expect(files).toContain('data "azurerm_resource_group"');
      expect(files).toContain('"rg-orchid-apps"');
      expect(made.has('azurerm_linux_web_app')).toBe(true);
    },
  ],
  [
    'azure terraform: a resource group a new plan (tier in brackets) goes in is made',
    'terraform-azurerm',
    'a Linux web app called app-orchid-api on a new App Service plan asp-orchid (P1v3) in rg-orchid-apps, Python 3.12',
    [],
    ({ made }) => expect(made.has('azurerm_resource_group')).toBe(true),
  ],
  [
    'a queue asked for anew is made',
    'terraform-aws',
    'we need to create a queue called tasks-in and a python Lambda that reads it',
    [],
    ({ made }) => expect(made.has('aws_sqs_queue')).toBe(true),
  ],
];

describe('what the request says the user has is referred to in any wording', () => {
  it.each(cases)(
    '%s',
    async (_name, format, prompt, history, check) => {
      const { result, resources, errors } = await generated(prompt, format, history);
      expect(errors).toEqual([]);
      check({ files: text(result.files), made: types(resources), resources, explanation: result.explanation });
      // Never "created new" nor "not supported" for what it refers to.
      expect(result.notCovered.filter((l) => /existing/.test(l) && /not supported|created new/.test(l))).toEqual([]);
    },
    60000,
  );
});
