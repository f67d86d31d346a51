/**
 * An identity asked with a verb of what it may do with another part of the request (issue 24, WIR):
 * "can only receive from", "may pull images from", "allowed to invoke", "publishes to". The identity
 * gets the narrowest built-in role for that access, scoped to that one resource, never the
 * namespace, the project or a broad role; an identity said to do nothing gets nothing. Wordings of our own.
 */
import { type FormatId } from '@infragen/contracts';
import { at, generated, of } from '../testing/resources';

const AZURE = ['terraform-azurerm', 'arm', 'bicep'] as const satisfies readonly FormatId[];
const tf = (format: FormatId) => format === 'terraform-azurerm';
const RECEIVER = '4f6d3b9b-027b-4f4c-9142-0e5a2a2247e0';
const SENDER = '69a216fc-b8fb-44d8-bc22-1f3c2cd27a39';
const ACR_PULL = '7f951dda-4ed3-4680-a7ca-43fe172d538d';

async function azureGrants(prompt: string, format: FormatId) {
  const { resources, errors, result } = await generated(prompt, format);
  const grants = of(resources, tf(format) ? 'azurerm_role_assignment' : 'Microsoft.Authorization/roleAssignments');
  return { resources, errors, grants, files: result.files.map((f) => f.content).join('\n') };
}

describe('Azure: a managed identity said to use a resource is granted on that resource only', () => {
  it.each(AZURE)('%s: receiving from one queue of a namespace is the receiver role on that queue', async (format) => {
    const { errors, grants, files, resources } = await azureGrants(
      'a Service Bus namespace sbn-billing holding a queue invoices; plus a managed identity id-invoicer that is allowed to receive messages from the queue, nothing else',
      format,
    );
    expect(errors).toEqual([]);
    expect(grants).toHaveLength(1);
    // One queue: "the queue" is the one named before, never a second one.
    expect(
      of(resources, tf(format) ? 'azurerm_servicebus_queue' : 'Microsoft.ServiceBus/namespaces/queues'),
    ).toHaveLength(1);
    if (tf(format)) {
      expect(at(grants[0].body, 'role_definition_name')).toBe('Azure Service Bus Data Receiver');
      expect(String(at(grants[0].body, 'scope'))).toContain('azurerm_servicebus_queue.invoices.id');
    } else if (format === 'arm') {
      expect(JSON.stringify(grants[0].body)).toContain(RECEIVER);
      expect(String(at(grants[0].body, 'scope'))).toContain("resourceId('Microsoft.ServiceBus/namespaces/queues'");
      expect(String(at(grants[0].body, 'scope'))).toContain("'invoices')");
    } else expect(files).toMatch(new RegExp(`scope: servicebusQueueInvoices[\\s\\S]*${RECEIVER}`));
  });

  it('terraform-azurerm: sending to a topic is the sender role, and the identity is granted nothing else', async () => {
    const { grants } = await azureGrants(
      'service bus namespace sbn-events with topic order-placed. A managed identity id-shop which can send to this topic',
      'terraform-azurerm',
    );
    expect(grants.map((g) => at(g.body, 'role_definition_name'))).toEqual(['Azure Service Bus Data Sender']);
    expect(String(at(grants[0].body, 'scope'))).toContain('azurerm_servicebus_topic');
    expect(JSON.stringify(grants)).not.toContain(RECEIVER);
  });

  it('arm: pulling images from a registry is AcrPull on the registry', async () => {
    const { grants } = await azureGrants(
      'a container registry acrshop01 and a user-assigned identity id-puller that may pull images from that registry',
      'arm',
    );
    expect(grants).toHaveLength(1);
    expect(JSON.stringify(grants[0].body)).toContain(ACR_PULL);
    expect(JSON.stringify(grants[0].body)).not.toContain(SENDER);
  });

  it('terraform-azurerm: an identity said beside a queue, with no verb of access, is granted nothing', async () => {
    const { grants } = await azureGrants(
      'a Service Bus namespace sbn-quiet with a queue jobs, and a user-assigned identity id-idle',
      'terraform-azurerm',
    );
    expect(grants).toEqual([]);
  });
});

describe('Google Cloud: a service account said to use a resource is granted on that resource only', () => {
  const members = async (prompt: string) => {
    const { resources, errors } = await generated(prompt, 'terraform-google');
    expect(errors).toEqual([]);
    return resources.filter((r) => /_iam_member$/.test(r.type));
  };

  it('pushing images to a repository is the Artifact Registry writer on that repository', async () => {
    const grants = await members(
      'a docker repository in Artifact Registry called web-images; a service account gha-builder that is able to push to the repository',
    );
    const onRepo = grants.filter((g) => g.type === 'google_artifact_registry_repository_iam_member');
    expect(onRepo.map((g) => at(g.body, 'role'))).toContain('roles/artifactregistry.writer');
    expect(grants.some((g) => g.type === 'google_project_iam_member')).toBe(false);
  });

  it('invoking a Cloud Run service is the invoker on that service, never on the project', async () => {
    const grants = await members(
      'Cloud Run service thumbnailer with no unauthenticated access. A service account queue-caller that can invoke the thumbnailer service',
    );
    const onService = grants.filter((g) => g.type === 'google_cloud_run_v2_service_iam_member');
    expect(onService.map((g) => at(g.body, 'role'))).toContain('roles/run.invoker');
    expect(grants.some((g) => g.type === 'google_project_iam_member')).toBe(false);
  });

  it('publishing to a topic is the publisher on the topic, not the subscriber', async () => {
    const grants = await members(
      'pubsub topic audit-trail, and a service account auditor-sa which publishes to the topic',
    );
    expect(grants.map((g) => [g.type, at(g.body, 'role')])).toContainEqual([
      'google_pubsub_topic_iam_member',
      'roles/pubsub.publisher',
    ]);
    expect(JSON.stringify(grants)).not.toContain('roles/pubsub.subscriber');
  });

  it('reading and writing objects is the object user alone, not a reader beside it', async () => {
    const grants = await members(
      'a GCS bucket scans-raw; a service account scanner-sa that may read & write the objects of the bucket',
    );
    const roles = grants.filter((g) => g.type === 'google_storage_bucket_iam_member').map((g) => at(g.body, 'role'));
    expect(roles).toContain('roles/storage.objectUser');
    expect(roles).not.toContain('roles/storage.objectViewer');
  });

  it('a later sentence about "that account" grants the account it follows, and only that one', async () => {
    const { resources, errors } = await generated(
      'Cloud Run service renderer, no public access. Then a service account render-caller. That account may call the renderer service. Also a service account auditor-sa',
      'terraform-google',
    );
    expect(errors).toEqual([]);
    const invokers = of(resources, 'google_cloud_run_v2_service_iam_member');
    expect(invokers).toHaveLength(1);
    expect(String(at(invokers[0].body, 'member'))).toContain('render-caller');
  });

  it('an account that already exists is still granted on the new resource it may use', async () => {
    const grants = await members(
      'a pubsub topic order-events; our existing service account publisher-bot@acme-prod.iam.gserviceaccount.com is allowed to publish to that topic',
    );
    expect(grants.map((g) => [g.type, at(g.body, 'role')])).toContainEqual([
      'google_pubsub_topic_iam_member',
      'roles/pubsub.publisher',
    ]);
  });
});
