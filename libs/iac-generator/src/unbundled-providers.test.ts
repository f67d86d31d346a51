/**
 * A plain Terraform request's parts on a provider the built-in generator has no schema for (a code
 * host, a monitoring or identity company): each is said not written because it needs that provider,
 * the parts on bundled providers are still written, and a request with only such parts writes no
 * code and says so without calling the request one cloud's.
 */
import { generated, of } from './testing/resources';

describe('parts on providers the built-in generator does not write', () => {
  it.each([
    ['an Okta group named platform-admins and a Sentry project web-frontend', ['Okta', 'Sentry']],
    ['a GitLab project ops-runbooks with a protected branch called release', ['GitLab']],
  ])('only such parts: no code, each part said with its provider (%s)', async (prompt, providers) => {
    const { result } = await generated(prompt, 'terraform');
    expect(result.declined).toBe(true);
    expect(result.files).toEqual([]);
    for (const p of providers)
      expect(result.notCovered.join('\n')).toMatch(
        new RegExp(`needs the ${p} provider, which the built-in generator does not write`),
      );
    // The request was no one cloud's: the answer does not say it was read for AWS.
    expect(result.explanation).not.toMatch(/hashicorp\/aws\) can express/);
    expect(result.explanation).toMatch(/Terraform providers it has \(aws, azurerm, google/);
  });

  it('beside a part on a bundled provider: that part is written, the other is said', async () => {
    const { result, resources, errors } = await generated(
      'a Fastly service for cdn.example.net plus a Google Cloud storage bucket named static-origin',
      'terraform',
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'google_storage_bucket')).toHaveLength(1);
    expect(result.notCovered.join('\n')).toMatch(/needs the Fastly provider/);
  });

  it('a format written for one cloud keeps its own refusal wording', async () => {
    const { result } = await generated('an Okta group named platform-admins', 'terraform-aws');
    expect(result.declined).toBe(true);
    expect(result.explanation).toMatch(/Terraform \(hashicorp\/aws\) can express/);
    expect(result.notCovered.join('\n')).toMatch(/needs the Okta provider/);
  });
});
