/**
 * A role a GitHub Actions workflow assumes with OIDC trusts GitHub's token issuer (an IAM OIDC
 * provider, written once) for exactly the repository and branch, environment or pull requests the
 * request names, never EC2; a role said for a service, or one with no GitHub sign-in asked, keeps
 * its service's trust. Our own wordings.
 */
import { generated, of } from '../../../testing/resources';

const trustOf = (body: Record<string, unknown>) => JSON.stringify(body.assume_role_policy);

describe('a role a GitHub workflow assumes through OIDC', () => {
  it.each([
    [
      'a deploy role named release-bot that GitHub Actions from repo northwind/api may assume via OIDC, branch release',
      'repo:northwind/api:ref:refs/heads/release',
    ],
    [
      'keyless deploys: an IAM role web-deployer for the GitHub workflow of repository northwind/web (environment production), no stored credentials',
      'repo:northwind/web:environment:production',
    ],
    [
      'an IAM role docs-publisher assumable by GitHub Actions OIDC, only from the stable branch of repo northwind/docs',
      'repo:northwind/docs:ref:refs/heads/stable',
    ],
  ])('%s', async (prompt, subject) => {
    const { resources, errors, result } = await generated(prompt, 'terraform-aws');
    expect(errors).toEqual([]);
    const providers = of(resources, 'aws_iam_openid_connect_provider');
    expect(providers).toHaveLength(1);
    expect(providers[0].body.url).toBe('https://token.actions.githubusercontent.com');
    expect(providers[0].body.client_id_list).toEqual(['sts.amazonaws.com']);
    const trust = trustOf(of(resources, 'aws_iam_role')[0].body);
    expect(trust).toContain('sts:AssumeRoleWithWebIdentity');
    expect(trust).toContain(subject);
    expect(trust).not.toContain('ec2.amazonaws.com');
    expect(result.notCovered.join('\n')).not.toMatch(/'[^']*northwind\/[a-z]+'/);
  });

  it('a role for a service beside a GitHub repository keeps that service', async () => {
    const { resources } = await generated(
      'an IAM role that Lambda functions assume, for code kept in GitHub repo northwind/fn',
      'terraform-aws',
    );
    expect(of(resources, 'aws_iam_openid_connect_provider')).toEqual([]);
    expect(trustOf(of(resources, 'aws_iam_role')[0].body)).toContain('lambda.amazonaws.com');
  });

  it('a role with no GitHub sign-in asked trusts no GitHub issuer', async () => {
    const { resources } = await generated('an IAM role ci-runner that EC2 instances assume', 'terraform-aws');
    expect(of(resources, 'aws_iam_openid_connect_provider')).toEqual([]);
  });

  it('multi-cloud: the AWS role and the Azure identity both trust the same workflow', async () => {
    const { resources, errors } = await generated(
      'OIDC sign-in for GitHub repo northwind/infra on branch main: an AWS IAM role infra-deployer, and an Azure user-assigned managed identity infra-deployer',
      'terraform',
    );
    expect(errors).toEqual([]);
    expect(trustOf(of(resources, 'aws_iam_role')[0].body)).toContain('repo:northwind/infra:ref:refs/heads/main');
    const credential = of(resources, 'azurerm_federated_identity_credential');
    expect(credential).toHaveLength(1);
    expect(credential[0].body.subject).toBe('repo:northwind/infra:ref:refs/heads/main');
  });
});
