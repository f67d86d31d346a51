import { type Needs } from '../../../plan/needs';
import { ownPhrases } from '../ssm-maintenance-window/said';

/** Upstream registries by the words that name them: their URL, the prefix used when none is said, and whether they need a credential. */
const REGISTRIES: [RegExp, string, string, boolean][] = [
  [/\bdocker\s*hub\b|\bregistry-1\.docker\.io\b|\bdocker\.io\b/i, 'registry-1.docker.io', 'docker-hub', true],
  [/\bquay(?:\.io)?\b/i, 'quay.io', 'quay', false],
  [/\bghcr(?:\.io)?\b|\bgithub\s+(?:container\s+)?registry\b/i, 'ghcr.io', 'ghcr', true],
  [/\bpublic\.ecr\.aws\b|\becr\s+public\b|\bpublic\s+ecr\b/i, 'public.ecr.aws', 'ecr-public', false],
  [/\bregistry\.k8s\.io\b|\bkubernetes\s+(?:container\s+)?registry\b/i, 'registry.k8s.io', 'k8s', false],
  [/\bregistry\.gitlab\.com\b|\bgitlab\s+(?:container\s+)?registry\b/i, 'registry.gitlab.com', 'gitlab', true],
  [/\b([a-z0-9-]+\.azurecr\.io)\b/i, '', 'azure', true],
];
// "prefix docker-hub", "under the prefix 'quay'", "with repository prefix mirror/quay".
const PREFIX = /\b(?:repository\s+)?prefix\s+(?:of\s+|is\s+)?["']?([a-z0-9][a-z0-9._/-]*[a-z0-9])["']?/i;
const SECRET_ARN = /\barn:aws:secretsmanager:[a-z0-9-]+:\d{12}:secret:[\w/+=.@-]+/;

/**
 * The upstream registry said (by name or URL), the prefix said (else one named for the registry) and
 * the Secrets Manager secret said by its ARN. A registry that needs a credential and has none said
 * gets it as a value the deployer gives (a secret whose name starts with ecr-pullthroughcache/);
 * none is invented.
 */
export const needs: Needs = (c, plan) => {
  if (c.config.read) return;
  c.config.read = true;
  // A secret the request names by its ARN (read as one the user has) holds the upstream credential.
  c.ref.credential = plan
    .all('aws.secretsmanager_secret')
    .find((s) => s.attrs.flags.has('existing') || s.name?.startsWith('arn:aws:secretsmanager:'));
  for (const i of ownPhrases(c, plan)) {
    const text = plan.phrases[i];
    const take = (re: RegExp) => {
      const m = re.exec(text);
      if (m) plan.wired(i, m[0]);
      return m;
    };
    if (c.config.upstream === undefined)
      for (const [re, url, prefix, credential] of REGISTRIES) {
        const m = take(re);
        if (!m) continue;
        c.config.upstream = url || m[1].toLowerCase();
        c.config.defaultPrefix = prefix;
        c.config.needsCredential = credential;
        break;
      }
    const prefix = c.config.prefix === undefined ? take(PREFIX) : null;
    if (prefix) c.config.prefix = prefix[1];
    const secret = c.config.credentialArn === undefined ? take(SECRET_ARN) : null;
    if (secret) c.config.credentialArn = secret[0];
  }
};
