/**
 * "registry credentials for ghcr.io passed in as a secret", "the ACR password as a secret": the
 * login a workload pulls its image with, which the workload's own kind holds (a container app's
 * registries entry and its secret, a web app's registry settings); never a Key Vault secret or a
 * Secrets Manager secret beside it, unless the sentence asks for the vault ("keep the registry
 * password in Key Vault"). Its words stay unread where no writer takes them, said as such.
 */
import { type Match } from './match';
import { type Token } from './text';

// Kinds a secret word reads as on a cloud: the vault's secret, never the workload's login.
const VAULT_SECRET = /^(?:azure\.key_vault_secret|aws\.secretsmanager_secret|gcp\.secret_manager_secret)$/;
// A registry said: the word, or a registry's host.
const REGISTRY =
  /\bregistr(?:y|ies)\b|\b(?:acr|ecr|gcr)\b|\bghcr\.io\b|\bdocker\.io\b|\bquay\.io\b|\bazurecr\.io\b|\bgcr\.io\b|\bpkg\.dev\b|\bdkr\.ecr\b|\bdocker\s+hub\b/i;
// The vault asked for in the same sentence: the secret is kept there as asked.
const VAULT = /\bkey\s*vault\b|\bsecrets?\s+manager\b|\bvault\b/i;

/** Whether match `m` (of kind `kind`) is a registry login said in its sentence, not a vault's secret. */
export function registryLogin(text: string, tokens: Token[], m: Match, kind: string): boolean {
  if (!VAULT_SECRET.test(kind)) return false;
  const at = tokens[m.start].start;
  // Its sentence: from the last stop before it to the next (a dot inside "ghcr.io" is no stop).
  const stops = [...text.matchAll(/[.!?;](?=\s|$)|\n/g)].map((s) => s.index);
  const from = (stops.filter((s) => s < at).at(-1) ?? -1) + 1;
  const sentence = text.slice(from, stops.find((s) => s >= at) ?? text.length);
  return REGISTRY.test(sentence) && !VAULT.test(sentence);
}
