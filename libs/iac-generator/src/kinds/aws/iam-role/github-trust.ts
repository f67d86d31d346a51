/**
 * A role a GitHub Actions workflow assumes with no stored key (OIDC): GitHub's token issuer is an IAM
 * identity provider (written once), and the role trusts tokens it issues for STS to exactly the
 * repository and branch the request names. Trusting EC2 instead would leave the workflow unable to
 * assume it, and trusting any repository would let every GitHub workflow in.
 */
import { expr, type Expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TfContext } from '../../../render/terraform/context';
import { GITHUB_ISSUER, githubSubject } from '../../github-subject';

const HOST = GITHUB_ISSUER.replace(/^https:\/\//, '');

/** The role's web-identity trust for a GitHub workflow, or nothing when the role is another's or none is asked. */
export function githubTrust(c: Component, x: TfContext): Expr | undefined {
  // A role a workload of the request takes, or one said for a service, trusts that service.
  if (c.implicit || c.config.service || c.config.saidService || c.attrs.podRole) return undefined;
  const subject = githubSubject(x.plan.phrases, () => c.attrs.source);
  if (!subject) return undefined;
  const provider = 'aws_iam_openid_connect_provider.github';
  if (!x.resources.some((r) => `${r.labels[0]}.${r.labels[1]}` === provider))
    x.resource('aws_iam_openid_connect_provider', 'github', {
      url: GITHUB_ISSUER,
      client_id_list: ['sts.amazonaws.com'],
    });
  return expr(
    `jsonencode({ Version = "2012-10-17", Statement = [{ Effect = "Allow", Action = "sts:AssumeRoleWithWebIdentity", Principal = { Federated = ${provider}.arn }, Condition = { StringEquals = { "${HOST}:aud" = "sts.amazonaws.com", "${HOST}:sub" = "${subject}" } } }] })`,
  );
}
