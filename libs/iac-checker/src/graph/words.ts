/**
 * A resource type as lowercase words joined by `_`, whatever the format writes:
 * `AWS::EC2::SecurityGroup` -> `aws_ec2_security_group`, `Microsoft.Network/publicIPAddresses` ->
 * `microsoft_network_public_ip_addresses`, `StatefulSet` -> `stateful_set`. The category and label
 * tables match these words, so one table serves every format.
 */
const cache = new Map<string, string>();

export function typeWords(type: string): string {
  const known = cache.get(type);
  if (known !== undefined) return known;
  const words = type
    .replace(/@.*$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  // Types repeat across every lookup of a build: worked out once each (a few hundred at most).
  if (cache.size < 5000) cache.set(type, words);
  return words;
}
