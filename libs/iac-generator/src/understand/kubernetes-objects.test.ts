/**
 * A Kubernetes object named with the platform's name (issue 24, head-noun class): "a Kubernetes
 * deployment" is a Deployment, never an EKS cluster and an ECS service; on another cloud it is said
 * as not covered, with nothing in its place.
 */
import { type Cloud } from '../model/types';
import { understand } from './understand';

const read = (prompt: string, cloud: Cloud) => {
  const intent = understand(prompt, cloud);
  return { kinds: [...new Set(intent.mentions.map((m) => m.kind))], notCovered: intent.notCovered };
};

describe('"Kubernetes" before an object says whose object it is', () => {
  it.each<[string, Cloud]>([
    ['A Kubernetes deployment of nginx with 3 replicas', 'aws'],
    ['I need a k8s deployment running our API', 'azure'],
    ['please add a Kubernetes cron job that runs nightly', 'gcp'],
  ])('%s (%s): nothing written in its place, and said', (prompt, cloud) => {
    const { kinds, notCovered } = read(prompt, cloud);
    expect(kinds).toEqual([]);
    expect(notCovered.join('\n')).toMatch(/a Kubernetes object: .*choose the Kubernetes platform/);
  });

  it('is the object itself on the Kubernetes platform', () => {
    expect(read('A Kubernetes deployment of nginx with 3 replicas', 'k8s').kinds).toEqual(['k8s.deployment']);
  });

  it('keeps a cluster asked for with the platform name alone', () => {
    expect(read('run our services on Kubernetes in eu-west-1', 'aws').kinds).toEqual(['aws.eks_cluster']);
    expect(read('an EKS cluster with a Kubernetes namespace for the team', 'aws').kinds).toEqual(['aws.eks_cluster']);
  });
});
