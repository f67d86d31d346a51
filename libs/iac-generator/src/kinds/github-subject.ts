/**
 * The GitHub Actions workflow a request lets sign in to a cloud with no stored secret (OIDC): the
 * subject its tokens carry, read from the repository and branch, environment, pull requests or tag
 * the request names ("only repo acme/web on main"). Shared by every cloud that trusts such tokens: an
 * Azure identity's federated credential, an AWS role's web-identity trust.
 */
import { type Attrs } from '../model/types';

export const GITHUB_ISSUER = 'https://token.actions.githubusercontent.com';

const GITHUB_REPO =
  /\bgithub(?:\.com\/|\s+(?:actions?\s+)?(?:repo(?:sitory)?\s+)?)"?([\w.-]+\/[\w.-]+?)"?(?=[\s,;:)]|\.(?:\s|$)|$)|\brepo(?:sitory)?\s+"?([\w.-]+\/[\w.-]+?)"?(?=[\s,;:)]|\.(?:\s|$)|$)/i;
const FEDERATED =
  /\bfederat\w*|\boidc\b|\bworkload identity\b|\bno (?:stored |static )?(?:secrets?|credentials?|creds)\b|\bwithout (?:a |any )?(?:secrets?|credentials?|client secret)\b/i;

/**
 * The subject a GitHub workflow of the request signs in with, when the request asks for such a
 * sign-in (GitHub with OIDC, federation or no stored secret) and names the repository; the
 * repository and branch read as a component's settings (`statedOf`) win over the phrases' words.
 */
export function githubSubject(phrases: readonly string[], statedOf: () => Attrs['source']): string | undefined {
  const text = phrases.join('\n');
  if (!FEDERATED.test(text) || !/github/i.test(text)) return undefined;
  // Read only now: a component's repository read when no GitHub sign-in is asked is not written by it.
  const stated = statedOf();
  const said = phrases.find((p) => GITHUB_REPO.test(p)) ?? '';
  const m = GITHUB_REPO.exec(said);
  const repo = stated?.repository?.replace(/^https:\/\/github\.com\//, '') ?? m?.[1] ?? m?.[2];
  if (!repo) return undefined;
  if (stated?.branch) return `repo:${repo}:ref:refs/heads/${stated.branch}`;
  const environment = /\benvironment\s+"?([\w-]+)"?/i.exec(said)?.[1];
  if (environment) return `repo:${repo}:environment:${environment}`;
  if (/\bpull[- ]requests?\b/i.test(said)) return `repo:${repo}:pull_request`;
  const tag = /\btags?\s+"?([\w.*/-]+?)"?(?=[\s,;]|$)/i.exec(said)?.[1];
  if (tag) return `repo:${repo}:ref:refs/tags/${tag}`;
  // "branch release", "on the release branch", "the main branch of repo ...": never a function word ("branch of").
  const branch =
    /\bbranch\s+(?!(?:of|is|in|on|the|a|and|to|for)\b)"?([\w./-]+?)"?(?=[\s,;]|\.(?:\s|$)|$)|\b(?!(?:the|a|an|on|of|its|our|this|that|default|same|new)\b)([\w./-]+)\s+branch\b/i.exec(
      said,
    );
  return `repo:${repo}:ref:refs/heads/${branch?.[1] ?? branch?.[2] ?? 'main'}`;
}
