/**
 * The AWS managed Config rules a phrase names: by identifier as AWS writes it
 * ("S3_BUCKET_VERSIONING_ENABLED") or by the rule's hyphenated name ("s3-bucket-versioning-enabled"),
 * whose identifier is the name in capitals with underscores, but for the few AWS named otherwise.
 */
const UPPER = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+){1,}\b/g;
const HYPHENATED = /\b[a-z][a-z0-9]*(?:-[a-z0-9]+){1,}\b/g;
// The last word of a managed rule's name: what it checks ("-enabled", "-prohibited", "-rotated").
const RULE_ENDING =
  /-(?:enabled|disabled|check|required|prohibited|restricted|encrypted|encryption|attached|rotated|policy|tags|ssh|volumes|mfa|compliant|configured|protection|logging|versioning|blocked|public|only|approved|unused|expired|present|in-use|authorized|deletion|backup|manager|ports)$/;
// Managed rules whose identifier is not their name in capitals.
const RENAMED: Record<string, string> = {
  'restricted-ssh': 'INCOMING_SSH_DISABLED',
  'restricted-common-ports': 'RESTRICTED_INCOMING_TRAFFIC',
  'cloudtrail-enabled': 'CLOUD_TRAIL_ENABLED',
  'multi-region-cloudtrail-enabled': 'MULTI_REGION_CLOUD_TRAIL_ENABLED',
  'ec2-instance-managed-by-systems-manager': 'EC2_INSTANCE_MANAGED_BY_SSM',
  'root-account-mfa-enabled': 'ROOT_ACCOUNT_MFA_ENABLED',
};

interface RuleNamed {
  /** The managed rule's identifier (Source.SourceIdentifier). */
  identifier: string;
  /** The rule's name, hyphenated, lower case. */
  name: string;
  /** As the request wrote it, and where in the phrase. */
  written: string;
  at: number;
}

export function identifiersIn(text: string): RuleNamed[] {
  const out: RuleNamed[] = [];
  for (const m of text.matchAll(UPPER))
    out.push({ identifier: m[0], name: m[0].toLowerCase().replace(/_/g, '-'), written: m[0], at: m.index });
  for (const m of text.matchAll(HYPHENATED)) {
    const name = m[0];
    if (!RENAMED[name] && !RULE_ENDING.test(name)) continue;
    out.push({ identifier: RENAMED[name] ?? name.toUpperCase().replace(/-/g, '_'), name, written: name, at: m.index });
  }
  return out.filter((r, i) => out.findIndex((o) => o.identifier === r.identifier) === i);
}

// "maxAccessKeyAge 90", "tag1Key=Owner": a managed rule's input parameter by its camelCase key.
const PARAMETER =
  /\b([a-z]+[0-9]*[A-Z][A-Za-z0-9]*)\s*(?:=|:|\s+(?:of\s+|to\s+)?)\s*["']?([\w.,/-]+?)["']?(?=[\s,;)]|$)/g;

/** The input parameters a phrase gives, each with the words it was read from and where. */
export function parametersIn(text: string): { key: string; value: string; written: string; at: number }[] {
  return [...text.matchAll(PARAMETER)].map((m) => ({ key: m[1], value: m[2], written: m[0], at: m.index }));
}
