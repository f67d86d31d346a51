/**
 * A role pods assume through their Kubernetes service account (IRSA): the cluster's OIDC issuer is an
 * IAM identity provider (written once per cluster), and the role trusts tokens it issues to exactly
 * that service account in that namespace, for STS. Without both ends the pods' AWS calls are denied.
 */
import { expr, type Expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TfContext } from '../../../render/terraform/context';

const SAFE = /^[a-z0-9][a-z0-9.-]*$/;

/** The role's web-identity trust, or nothing when it is not a pod role or there is no cluster to trust. */
export function podTrust(c: Component, x: TfContext): Expr | undefined {
  const pod = c.attrs.podRole;
  const cluster = pod && x.plan.first('aws.eks_cluster');
  if (!pod || !cluster) return undefined;
  const account = [pod.serviceAccount, c.name].find((n) => n && SAFE.test(n)) ?? 'default';
  const namespace = [pod.namespace, c.attrs.namespace].find((n) => n && SAFE.test(n)) ?? 'default';
  const provider = `aws_iam_openid_connect_provider.${cluster.id}`;
  if (!x.resources.some((r) => `${r.labels[0]}.${r.labels[1]}` === provider))
    x.resource('aws_iam_openid_connect_provider', cluster.id, {
      url: expr(`${x.addr(cluster)}.identity[0].oidc[0].issuer`),
      client_id_list: ['sts.amazonaws.com'],
    });
  const issuer = `\${replace(${provider}.url, "https://", "")}`;
  return expr(
    `jsonencode({ Version = "2012-10-17", Statement = [{ Effect = "Allow", Action = "sts:AssumeRoleWithWebIdentity", Principal = { Federated = ${provider}.arn }, Condition = { StringEquals = { "${issuer}:sub" = "system:serviceaccount:${namespace}:${account}", "${issuer}:aud" = "sts.amazonaws.com" } } }] })`,
  );
}
