/**
 * Issue 24, CON, end to end with wordings of our own: a value over (or under) what a service takes
 * is written as the bound and said with the limit (kind.json `limits`, `min` and `when` as well as
 * `max`); values of one request that contradict each other (a subnet outside its network or over
 * another, a least count above the most, a disruption budget keeping every pod) are said, and the
 * files hold something possible. Values at a limit, and requests that agree with themselves, say nothing.
 */
import { generateInfrastructure } from '../../testing/resources';

const run = (prompt: string, platform: string, format: string) => {
  const r = generateInfrastructure({ prompt, platform, format } as Parameters<typeof generateInfrastructure>[0]);
  return { ...r, text: r.files.map((f) => f.content).join('\n') };
};
const CANNOT = /as asked it cannot be written/;

describe('a stated value beyond what the service takes: the bound is written, and said with the limit', () => {
  it.each([
    [
      'A queue on SQS called settle-batch; messages wait in the queue for 25 minutes before workers can receive them',
      'aws',
      'terraform-aws',
      /delay_seconds\s+= 900/,
      /delays a message's delivery by at most 15 minutes \(900 seconds\)/,
    ],
    [
      'SQS queue ledger-in with a delay of 30 minutes',
      'aws',
      'cloudformation',
      /DelaySeconds: 900/,
      /at most 15 minutes/,
    ],
    [
      'Gen 2 cloud function pdf-splitter (python 3.12) fired by the scans Pub/Sub topic; 12 min timeout',
      'gcp',
      'terraform-google',
      /timeout_seconds\s+= 540/,
      /event-driven Cloud Function \(2nd gen\) runs for at most 9 minutes/,
    ],
    [
      'A key vault kv-ledger-test with soft delete retention of 3 days',
      'azure',
      'terraform-azurerm',
      /soft_delete_retention_days\s+= 7/,
      /at least 7 days/,
    ],
    [
      'Fargate service quotes (image ghcr.io/example/quotes:5) sized 0.5 vCPU with 6 GB of memory',
      'aws',
      'terraform-aws',
      /memory\s+= "4096"/,
      /Fargate task with 0\.5 vCPU takes 1,024 to 4,096 MB of memory\. Instead, 4,096 MB was written/,
    ],
    [
      'Pub/Sub topic tickets with a subscription tickets-worker; send to tickets-dlq after 2 failed deliveries',
      'gcp',
      'terraform-google',
      /max_delivery_attempts\s+= 5/,
      /at least 5 times/,
    ],
    [
      'a customer managed KMS key for invoices, rotated every 45 days',
      'aws',
      'terraform-aws',
      /rotation_period_in_days\s+= 90/,
      /every 90 days/,
    ],
    [
      'Service Bus namespace sb-claims and queue intake with a message lock of 8 minutes',
      'azure',
      'bicep',
      /lockDuration: 'PT5M'/,
      /lock lasts at most 5 minutes/,
    ],
  ])('%s (%s)', (prompt, platform, format, written, said) => {
    const r = run(prompt, platform, format);
    expect(r.text).toMatch(written);
    expect(r.notCovered).toContainEqual(expect.stringMatching(said));
  });

  it.each([
    ['SQS queue ledger-in with a delivery delay of 15 minutes', 'aws', 'terraform-aws', /delay_seconds\s+= 900/],
    ['An SQS queue with a 45 second delivery delay', 'aws', 'cloudformation', /DelaySeconds: 45/],
    [
      'Gen 2 cloud function pdf-splitter (python 3.12) fired by the scans Pub/Sub topic, timeout 9 minutes',
      'gcp',
      'terraform-google',
      /timeout_seconds\s+= 540/,
    ],
    [
      'An HTTP 2nd gen cloud function report-api in python 3.12 with a 20 minute timeout',
      'gcp',
      'terraform-google',
      /timeout_seconds\s+= 1200/,
    ],
    ['A key vault kv-ledger-test with soft delete retention of 7 days', 'azure', 'terraform-azurerm', /= 7/],
    [
      'Fargate service quotes (image ghcr.io/example/quotes:5) sized 1 vCPU with 8 GB of memory',
      'aws',
      'terraform-aws',
      /memory\s+= "8192"/,
    ],
  ])('at or within the limit, written as asked and nothing said: %s', (prompt, platform, format, written) => {
    const r = run(prompt, platform, format);
    expect(r.text).toMatch(written);
    expect(r.notCovered.join('\n')).not.toMatch(CANNOT);
  });

  it('a received message hidden again is a visibility timeout, never a delay', () => {
    const r = run(
      'An SQS queue where a message a worker took stays hidden for 20 minutes before it becomes visible again',
      'aws',
      'terraform-aws',
    );
    expect(r.text).not.toMatch(/delay_seconds/);
  });
});

describe('a subnet range outside its network, or over another subnet', () => {
  it('outside the address space: said with the space, and a free range inside it written', () => {
    const r = run(
      'A vnet vnet-ops with address space 172.20.0.0/16 and two subnets: snet-tools 172.20.4.0/24 and snet-batch 172.21.9.0/24',
      'azure',
      'terraform-azurerm',
    );
    expect(r.notCovered).toContainEqual(
      expect.stringMatching(/^'172\.21\.9\.0\/24' .*inside its network's address space, 172\.20\.0\.0\/16/),
    );
    expect(r.text).not.toMatch(/172\.21\.9\.0/);
    expect(r.text).toMatch(/172\.20\.4\.0\/24/);
  });

  it('overlapping another subnet of the network: said', () => {
    const r = run('VPC 10.70.0.0/16 with private subnets 10.70.8.0/22 and 10.70.9.0/24', 'aws', 'terraform-aws');
    expect(r.notCovered).toContainEqual(expect.stringMatching(/^'10\.70\.9\.0\/24' .*overlaps 10\.70\.8\.0\/22/));
  });

  it.each([
    [
      'A vnet vnet-ops with address space 172.20.0.0/16, subnet snet-tools 172.20.4.0/24, and an NSG that lets in 443 from 198.51.100.0/24',
      'azure',
      'terraform-azurerm',
    ],
    [
      'AKS cluster aks-ops in vnet-ops (172.20.0.0/16), node subnet 172.20.0.0/22, pod CIDR 10.244.0.0/16',
      'azure',
      'terraform-azurerm',
    ],
    ['VPC 10.70.0.0/16 with subnets 10.70.1.0/24 and 10.70.2.0/24', 'aws', 'terraform-aws'],
  ])('ranges that agree, and ranges of other things, say nothing: %s', (prompt, platform, format) => {
    expect(run(prompt, platform, format).notCovered.join('\n')).not.toMatch(/address space|overlaps/);
  });
});

describe('counts that contradict each other', () => {
  it('a least above the most: the most raised to it, and both said', () => {
    const r = run('An autoscaling group of c6i.large with min 5, max 2 and desired 3', 'aws', 'terraform-aws');
    expect(r.text).toMatch(/min_size\s+= 5/);
    expect(r.text).toMatch(/max_size\s+= 5/);
    expect(r.notCovered).toContainEqual(expect.stringMatching(/^'max 2' .*the least \(5\) is above the most \(2\)/));
    expect(r.notCovered).toContainEqual(expect.stringMatching(/^'desired 3' .*below the least \(5\)/));
  });

  it('a count to run outside the bounds is brought within them', () => {
    const r = run('An autoscaling group of c6i.large with min 2, max 4 and desired 9', 'aws', 'terraform-aws');
    expect(r.text).toMatch(/desired_capacity\s+= 4/);
    expect(r.notCovered).toContainEqual(expect.stringMatching(/^'desired 9' .*above the most \(4\)/));
  });

  it('bounds in order say nothing', () => {
    const r = run('An autoscaling group of c6i.large with min 2, max 6 and desired 2', 'aws', 'terraform-aws');
    expect(r.notCovered.join('\n')).not.toMatch(CANNOT);
  });
});

describe('a disruption budget that lets no pod of its workload go', () => {
  it('keeping more pods available than there are replicas: one pod may move, and said', () => {
    const r = run(
      'Deployment ledger-api (image registry.example.com/ledger:3.2) with 3 replicas, plus a PDB that keeps 5 pods available',
      'kubernetes',
      'kubernetes-yaml',
    );
    expect(r.text).toMatch(/minAvailable: 2/);
    expect(r.notCovered).toContainEqual(expect.stringMatching(/keeping 5 pods available of 3 replicas/));
  });

  it.each([
    'Deployment ledger-api (image registry.example.com/ledger:3.2) with 3 replicas, plus a PDB that keeps 2 pods available',
    'Deployment ledger-api (image registry.example.com/ledger:3.2), plus a PDB that keeps 2 pods available',
  ])('a budget that lets a pod go says nothing: %s', (prompt) => {
    const r = run(prompt, 'kubernetes', 'kubernetes-yaml');
    expect(r.text).toMatch(/minAvailable: 2/);
    expect(r.notCovered.join('\n')).not.toMatch(/disruption budget/);
  });
});
