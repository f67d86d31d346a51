/**
 * A follow-up changes the things of the earlier turns it speaks of, never adds new ones beside them:
 * words for machines after a group of machines are its members ("change it to ... spot VMs" of a
 * scale set); a change of mode ("from Autopilot to Standard", "on-demand instead of spot") turns the
 * old mode off on the same thing; a line naming no cloud goes with the cloud of the thing it names;
 * an earlier turn's setting stays with the earlier thing when the follow-up adds one of another kind.
 * Our own wordings, across clouds and formats.
 */
import { at, generated, of } from '../../testing/resources';

const lines = (result: { notCovered: string[]; notRead?: string[] }) =>
  [...result.notCovered, ...(result.notRead ?? [])].join('\n');

describe('machine words of a follow-up after a group of machines', () => {
  it.each([
    'change it to Standard_E4s_v5 spot VMs',
    'make the VMs Standard_E4s_v5 and run them as spot',
    'switch its instances to Standard_E4s_v5, spot please',
  ])('change the scale set, never add a VM beside it: %s', async (prompt) => {
    const { resources, errors } = await generated(prompt, 'terraform-azurerm', [
      'a Linux VM scale set with 3 Standard_D2s_v5 instances, Ubuntu 22.04',
    ]);
    expect(errors).toEqual([]);
    expect(of(resources, 'azurerm_linux_virtual_machine')).toEqual([]);
    const vmss = of(resources, 'azurerm_linux_virtual_machine_scale_set');
    expect(vmss).toHaveLength(1);
    expect(vmss[0].body.sku).toBe('Standard_E4s_v5');
    expect(vmss[0].body.priority).toBe('Spot');
  });

  it('changes an ARM scale set the same way', async () => {
    const { resources } = await generated('change it to Standard_F4s_v2 spot VMs', 'arm', [
      'a Linux scale set of Standard_D2s_v5 machines running Ubuntu 22.04, SSH keys only',
    ]);
    expect(of(resources, 'Microsoft.Compute/virtualMachines')).toEqual([]);
    const vmss = of(resources, 'Microsoft.Compute/virtualMachineScaleSets');
    expect(vmss).toHaveLength(1);
    expect(at(vmss[0].body, 'sku.name')).toBe('Standard_F4s_v2');
    expect(at(vmss[0].body, 'properties.virtualMachineProfile.priority')).toBe('Spot');
  });

  it('changes the launch template of an auto scaling group', async () => {
    const { resources } = await generated('switch the instances to m6i.large', 'terraform-aws', [
      'an auto scaling group of t3.medium instances, 2 to 6, Amazon Linux 2023',
    ]);
    expect(of(resources, 'aws_instance')).toEqual([]);
    expect(of(resources, 'aws_launch_template')[0].body.instance_type).toBe('m6i.large');
  });

  it.each(['also add a bastion instance on t3.micro', 'add a separate t3.micro instance for a jump box'])(
    'a machine asked as a new one is one of its own, and the group keeps its system: %s',
    async (prompt) => {
      const { result, resources } = await generated(prompt, 'terraform-aws', [
        'an auto scaling group of t3.medium instances, 2 to 6, Amazon Linux 2023',
      ]);
      expect(of(resources, 'aws_instance')).toHaveLength(1);
      expect(of(resources, 'aws_launch_template')[0].body.instance_type).toBe('t3.medium');
      // What the first turn said of the group stays the group's.
      expect(result.explanation).toMatch(/"Amazon Linux 2023" -> aws_autoscaling_group\./);
    },
  );
});

describe('a follow-up that changes a mode', () => {
  it.each([
    'switch the cluster from Autopilot to a Standard one',
    'use a Standard cluster instead of Autopilot',
    'make it a regular cluster rather than Autopilot',
    'replace the Autopilot cluster with a standard one',
  ])('turns Autopilot off on the same cluster, with a node pool: %s', async (prompt) => {
    const { result, resources, errors } = await generated(prompt, 'terraform-google', [
      'a GKE Autopilot cluster named apps-gke in us-central1',
    ]);
    expect(errors).toEqual([]);
    const clusters = of(resources, 'google_container_cluster');
    expect(clusters).toHaveLength(1);
    expect(clusters[0].body.name).toBe('apps-gke');
    expect(clusters[0].body.enable_autopilot).toBeUndefined();
    expect(of(resources, 'google_container_node_pool').length).toBeGreaterThan(0);
    // The words of the plain mode taken are read, and nothing was removed.
    expect(lines(result)).not.toMatch(/standard|regular|cluster/i);
    expect(result.explanation).not.toMatch(/Removed/);
  });

  it('a count the follow-up says it replaces ("instead of a fixed 2") is not said as unmet', async () => {
    const { result, resources } = await generated(
      'make the default pool autoscale from 1 to 5 instead of a fixed 2',
      'terraform-azurerm',
      ['an AKS cluster web-aks with 2 Standard_D2s_v5 nodes'],
    );
    const pool = at(of(resources, 'azurerm_kubernetes_cluster')[0].body, 'default_node_pool') as Record<
      string,
      unknown
    >;
    expect([pool.min_count, pool.max_count]).toEqual([1, 5]);
    expect(lines(result)).not.toMatch(/node count|fixed 2|'2 Standard/);
  });
});

describe('a follow-up that swaps a thing for one of its kind', () => {
  it.each(['swap the queue for a FIFO one', 'replace the queue with a FIFO queue'])(
    'changes that thing, keeps its name and settings, and reads the verb: %s',
    async (prompt) => {
      const { result, resources } = await generated(prompt, 'terraform-aws', [
        'an SQS queue jobs-q with 5 day retention',
      ]);
      const queues = of(resources, 'aws_sqs_queue');
      expect(queues).toHaveLength(1);
      expect(queues[0].body).toMatchObject({
        name: 'jobs-q.fifo',
        fifo_queue: true,
        message_retention_seconds: 432000,
      });
      expect(lines(result)).not.toMatch(/swap|replace/i);
      expect(result.explanation).not.toMatch(/Removed/);
    },
  );
});

describe('a multi-cloud follow-up line naming no cloud', () => {
  it.each([
    'replace the Autopilot cluster with a standard one that has a node pool of n2-standard-2 spot nodes',
    'swap the Autopilot cluster for a standard one, n2-standard-2 spot nodes in its pool',
  ])('goes with the cloud of the thing it names, not the cloud named last: %s', async (prompt) => {
    const { result, resources } = await generated(
      `${prompt}, and let the AKS default pool autoscale 1-4`,
      'terraform',
      ['a GKE Autopilot cluster web-gke in us-east1 and an AKS cluster web-aks in eastus with 2 Standard_D2s_v5 nodes'],
    );
    expect(of(resources, 'azurerm_kubernetes_cluster_node_pool')).toEqual([]);
    expect(of(resources, 'azurerm_kubernetes_cluster')).toHaveLength(1);
    const pools = of(resources, 'google_container_node_pool');
    expect(pools).toHaveLength(1);
    expect(at(pools[0].body, 'node_config.machine_type')).toBe('n2-standard-2');
    expect(at(pools[0].body, 'node_config.spot')).toBe(true);
    expect(of(resources, 'google_container_cluster')[0].body.enable_autopilot).toBeUndefined();
    expect(result.explanation).not.toMatch(/Removed/);
  });
});

describe('a follow-up rename', () => {
  it.each([
    [
      'rename the database to billing-db-live and make it a db.t3.large',
      'terraform-aws',
      'aws_db_instance',
      'identifier',
    ],
    ['rename the cluster to apps-gke-live', 'terraform-google', 'google_container_cluster', 'name'],
  ] as const)('renames the thing in place, and its words are read: %s', async (prompt, format, type, path) => {
    const history =
      format === 'terraform-aws'
        ? ['an RDS Postgres database billing-db on db.t3.medium with 50 GB storage']
        : ['a GKE Standard cluster apps-gke in us-central1 with 3 e2-standard-4 nodes'];
    const { result, resources } = await generated(prompt, format, history);
    const things = of(resources, type);
    expect(things).toHaveLength(1);
    expect(String(at(things[0].body, path))).toMatch(/-live$/);
    // The new name and the words that say which thing are the rename's own words: never "not read".
    expect([...result.notCovered, ...(result.notRead ?? []), ...(result.writtenUnread ?? [])].join('\n')).not.toMatch(
      /live|'database'|'cluster'/,
    );
  });
});

describe('a follow-up rename by the word of a kind', () => {
  it.each([
    ['a DocumentDB cluster named ledger-docdb', 'aws_docdb_cluster', 'cluster_identifier'],
    ['an MSK cluster named ledger-events with 3 brokers', 'aws_msk_cluster', 'cluster_name'],
  ])('renames the earlier thing of that kind, never the one said last: %s', async (first, type, path) => {
    const { resources } = await generated('rename the cluster to ledger-live', 'terraform-aws', [
      `${first}, and an S3 bucket acme-ledger-exports`,
    ]);
    expect(at(of(resources, type)[0].body, path)).toBe('ledger-live');
    expect(of(resources, 'aws_s3_bucket')[0].body.bucket).toBe('acme-ledger-exports');
  });
});
