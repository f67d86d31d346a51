/**
 * Where a backup plan copies its recovery points ("copy each recovery point to the vault
 * arn:aws:backup:...:backup-vault:dr-vault"): the far end of the plan, said in words of its own, so it
 * is read from the request's phrases. The copy is a rule's copy action naming that vault by its ARN;
 * the copies are kept as long as the originals unless the phrase says otherwise.
 */
const VAULT_ARN = /\barn:aws[a-z-]*:backup:[a-z0-9-]+:\d{12}:backup-vault:[A-Za-z0-9_.-]+/;
const COPY = /\b(?:cop(?:y|ies|ied|ying)|replicat\w*)\b/i;

/** The ARN of the vault the request says recovery points are copied to, if it gives one. */
export function copyDestination(phrases: readonly string[]): string | undefined {
  for (const p of phrases) {
    const arn = COPY.test(p) ? VAULT_ARN.exec(p)?.[0] : undefined;
    if (arn) return arn;
  }
  return undefined;
}
