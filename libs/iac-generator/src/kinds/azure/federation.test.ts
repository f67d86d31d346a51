/**
 * A managed identity that something outside Azure signs in as, with no secret (issue 24, WIR): the
 * federated identity credential names the issuer and subject it trusts (a cluster's pods as a named
 * Kubernetes service account; a GitHub workflow of one repository and branch or environment), and
 * pods asked to read a vault's secrets get Key Vault Secrets User there. Every Azure format; wordings of our own.
 */
import { type FormatId } from '@infragen/contracts';
import { at, generated, of } from '../../testing/resources';

const AZURE = ['terraform-azurerm', 'arm', 'bicep'] as const satisfies readonly FormatId[];
const CREDENTIAL = 'Microsoft.ManagedIdentity/userAssignedIdentities/federatedIdentityCredentials';
const SECRETS_USER = '4633458b-17de-408a-b874-0445c86b69e6';
const tf = (format: FormatId) => format === 'terraform-azurerm';
const credentials = (resources: Awaited<ReturnType<typeof generated>>['resources'], format: FormatId) =>
  of(resources, tf(format) ? 'azurerm_federated_identity_credential' : CREDENTIAL);
const subjectOf = (body: Record<string, unknown>, format: FormatId) =>
  at(body, tf(format) ? 'subject' : 'properties.subject');
const issuerOf = (body: Record<string, unknown>, format: FormatId) =>
  String(at(body, tf(format) ? 'issuer' : 'properties.issuer'));

describe("a cluster's pods sign in as a managed identity", () => {
  it.each(AZURE)('%s: a named service account in a namespace reads an existing vault', async (format) => {
    const { resources, errors, result } = await generated(
      'an AKS cluster with 2 nodes, and workload identity so pods in namespace billing running as service account invoice-worker can read secrets from our existing key vault kv-billing-01',
      format,
    );
    expect(errors).toEqual([]);
    const [credential] = credentials(resources, format);
    expect(subjectOf(credential.body, format)).toBe('system:serviceaccount:billing:invoice-worker');
    // The issuer is the cluster's own (Bicep's parser reads a member expression as a placeholder).
    const files = result.files.map((f) => f.content).join('\n');
    expect(format === 'bicep' ? files : issuerOf(credential.body, format)).toMatch(
      /oidc_issuer_url|oidcIssuerProfile\.issuerURL/,
    );
    const grants = of(resources, tf(format) ? 'azurerm_role_assignment' : 'Microsoft.Authorization/roleAssignments');
    expect(grants.length).toBeGreaterThan(0);
    expect(format === 'bicep' ? files : JSON.stringify(grants)).toMatch(
      new RegExp(`Key Vault Secrets User|${SECRETS_USER}`),
    );
  });

  it('terraform-azurerm: "the payments namespace" and a k8s service account without workload words still federate', async () => {
    const { resources } = await generated(
      'AKS cluster aks-pay; pods of the payments namespace use kubernetes service account ledger-sync to sign in to Azure through a managed identity',
      'terraform-azurerm',
    );
    const [credential] = credentials(resources, 'terraform-azurerm');
    expect(subjectOf(credential.body, 'terraform-azurerm')).toBe('system:serviceaccount:payments:ledger-sync');
  });
});

describe('a GitHub workflow signs in as a managed identity', () => {
  it.each(AZURE)('%s: a repository and branch, never a vault secret', async (format) => {
    const { resources, errors, result } = await generated(
      'a user-assigned managed identity id-gh-release, plus a federated credential for GitHub repo contoso/web-shop on branch release',
      format,
    );
    expect(errors).toEqual([]);
    const [credential] = credentials(resources, format);
    expect(subjectOf(credential.body, format)).toBe('repo:contoso/web-shop:ref:refs/heads/release');
    expect(issuerOf(credential.body, format)).toBe('https://token.actions.githubusercontent.com');
    expect(JSON.stringify(resources)).not.toMatch(/key_vault_secret|vaults\/secrets/);
    // The repository and branch are written, so they are never said to be missing.
    expect(result.explanation).not.toMatch(/not covered: '[^']*(?:contoso\/web-shop|branch release)/);
  });

  it('terraform-azurerm: an environment of the repository', async () => {
    const { resources } = await generated(
      'a managed identity deployer-ci that github actions in repo contoso/infra-live (environment production) can use via OIDC',
      'terraform-azurerm',
    );
    const [credential] = credentials(resources, 'terraform-azurerm');
    expect(subjectOf(credential.body, 'terraform-azurerm')).toBe('repo:contoso/infra-live:environment:production');
  });

  it('terraform-azurerm: an identity for a VM trusts nobody outside', async () => {
    const { resources } = await generated('a linux VM with a user-assigned managed identity', 'terraform-azurerm');
    expect(credentials(resources, 'terraform-azurerm')).toHaveLength(0);
  });
});
