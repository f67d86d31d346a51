/**
 * A role for a pod's service account (IRSA) keeps both ends (issue 24, WIR): the cluster's OIDC issuer
 * is an IAM identity provider and the role trusts it for exactly that service account and namespace;
 * the role is never taken as the cluster's own. Wordings of our own.
 */
import { generated, of } from '../../../testing/resources';

const body = (r: { body: unknown }) => JSON.stringify(r.body);

describe('an IRSA role trusts the cluster OIDC provider for its service account', () => {
  it.each([
    [
      'an eks cluster 1.29 with an IRSA role for the external-dns service account in kube-system',
      'kube-system:external-dns',
    ],
    [
      'EKS cluster "data" plus an IAM role for service accounts, for the spark-runner service account in jobs',
      'jobs:spark-runner',
    ],
    [
      'a kubernetes cluster on aws (eks) and an irsa role for the cert-manager service account in the cert-manager namespace',
      'cert-manager:cert-manager',
    ],
  ])('terraform-aws: %s', async (prompt, subject) => {
    const { resources, errors } = await generated(prompt, 'terraform-aws');
    expect(errors).toEqual([]);
    const providers = of(resources, 'aws_iam_openid_connect_provider').map(body);
    expect(providers.length).toBe(1);
    expect(providers[0]).toMatch(/aws_eks_cluster\.[\w-]+\.identity\[0\]\.oidc\[0\]\.issuer/);
    const trusting = of(resources, 'aws_iam_role')
      .map(body)
      .filter((r) => r.includes('AssumeRoleWithWebIdentity'));
    expect(trusting.length).toBe(1);
    expect(trusting[0]).toContain(`system:serviceaccount:${subject}`);
    expect(trusting[0]).toMatch(/aws_iam_openid_connect_provider\.[\w-]+\.arn/);
    // The cluster runs as a role of its own, trusted by EKS.
    const cluster = body(of(resources, 'aws_eks_cluster')[0]);
    const clusterRole = /aws_iam_role\.([\w-]+)\.arn/.exec(cluster)?.[1];
    expect(body(of(resources, 'aws_iam_role').find((r) => r.name === clusterRole)!)).toMatch(/eks\.amazonaws\.com/);
  });
});
