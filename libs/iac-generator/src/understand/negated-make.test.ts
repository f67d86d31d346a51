/**
 * A thing ruled out with a verb of making between ("don't create a VPC", "do not deploy a NAT
 * gateway") is never read as asked; the same thing asked without the negation still is.
 */
import { understand } from './understand';

const kinds = (prompt: string, cloud: 'aws' | 'azure' | 'gcp') => understand(prompt, cloud).mentions.map((m) => m.kind);

describe('a thing ruled out after a verb of making is never asked', () => {
  it.each([
    ["an EKS cluster in our existing subnets (don't create a vpc)", 'aws', 'aws.vpc'],
    ['an EKS cluster in our existing subnets; do not create a VPC', 'aws', 'aws.vpc'],
    ['an EC2 instance in a public subnet, and never provision a NAT gateway', 'aws', 'aws.nat_gateway'],
    ['an AKS cluster; do not deploy a container registry', 'azure', 'azure.container_registry'],
    ["a GKE cluster, don't set up a Cloud NAT", 'gcp', 'gcp.router_nat'],
  ] as const)('%s (%s) -> not %s', (prompt, cloud, kind) => {
    const intent = understand(prompt, cloud);
    expect(intent.mentions.map((m) => m.kind)).not.toContain(kind);
    expect(intent.ruledOut).toContain(kind);
  });

  it.each([
    ['an EKS cluster and create a VPC for it', 'aws', 'aws.vpc'],
    ['an EC2 instance; do not make it public, and add a NAT gateway', 'aws', 'aws.nat_gateway'],
    ['an AKS cluster; deploy a container registry too', 'azure', 'azure.container_registry'],
  ] as const)('still asked: %s (%s) -> %s', (prompt, cloud, kind) => {
    expect(kinds(prompt, cloud)).toContain(kind);
  });

  it.each([
    [
      'a secret rotated every 30 days by our existing rotation Lambda (take its ARN, do not create a function)',
      'aws',
      'aws.lambda_function',
    ],
    ['a web app that reads our existing Key Vault; do not create a key vault', 'azure', 'azure.key_vault'],
  ] as const)('not making one beside an existing one keeps that one: %s (%s) -> %s', (prompt, cloud, kind) => {
    const intent = understand(prompt, cloud);
    expect(intent.mentions.map((m) => m.kind)).toContain(kind);
    // "existing" stays with the thing it was said of, never moved onto another mention.
    const movedExisting = intent.mentions.filter(
      (m) => m.kind !== kind && m.settings.some((x) => x.label === 'existing'),
    );
    expect(movedExisting).toEqual([]);
  });
});
