/**
 * Words said of one part of a clause stay with it: a port with the component read just before it
 * (a listener's port is not the target group's), and a product's name after its head noun even when
 * a describing word stands between them ("GKE standard cluster gke-ml").
 */
import { type Cloud } from '../model/types';
import { understand } from './understand';

const ports = (prompt: string, cloud: Cloud) =>
  Object.fromEntries(understand(prompt, cloud).mentions.map((m) => [m.kind, m.attrs.ports]));
const named = (prompt: string, cloud: Cloud) => understand(prompt, cloud).mentions.map((m) => [m.kind, m.names]);

describe('ports said of one component of a clause', () => {
  it('gives each port to the component before it', () => {
    expect(
      ports('an internal ALB listening on port 8443 and sending traffic to a target group on port 7000', 'aws'),
    ).toEqual({ 'aws.lb': [8443], 'aws.lb_target_group': [7000] });
  });

  it('gives a port said before the clause first component to the one read before the clause', () => {
    expect(
      ports(
        'An internal ALB in two private subnets. Listener on port 80 forwarding to a target group on port 9090.',
        'aws',
      ),
    ).toMatchObject({ 'aws.lb': [80], 'aws.lb_target_group': [9090] });
  });

  it('leaves one port to every component of the clause', () => {
    const read = ports('a Deployment web and a Service for it on port 8080', 'k8s');
    expect(read['k8s.service']).toEqual([8080]);
    expect(read['k8s.deployment']).toEqual([8080]);
  });
});

describe('a name after the head noun of a product', () => {
  it('names the product across a describing word', () => {
    expect(named('GKE standard cluster gke-ml in asia-east1', 'gcp')).toEqual([['gcp.container_cluster', ['gke-ml']]]);
    expect(named('an EKS managed cluster eks-prod in eu-west-1', 'aws')).toContainEqual([
      'aws.eks_cluster',
      ['eks-prod'],
    ]);
  });
});
