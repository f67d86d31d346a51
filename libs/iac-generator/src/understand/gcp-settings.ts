/**
 * Settings that Google Cloud services take, read by general patterns: the protocol a load balancer
 * serves, predefined IAM roles as written, multi-region and location ids, an address a job calls or
 * a check probes, a registry's clean-up, addresses a security policy blocks or allows, and how a
 * secret is replicated. Read before the general patterns of settings.ts take their words.
 */
import { type Rule } from './settings';

const IP = String.raw`\d{1,3}(?:\.\d{1,3}){3}(?:\/\d{1,2})?`;
const IP_LIST = new RegExp(`${IP}(?:\\s*(?:,|and|or|&)\\s*${IP})*`, 'g');

export const GCP_RULES: Rule[] = [
  // "a plain HTTP load balancer", "an HTTPS external load balancer": the protocol it serves. Other
  // clouds' load balancers choose their listeners themselves, so nothing is said where nothing takes it.
  {
    re: /\b(?:plain\s+)?(https?)\s+(?:(?:global|external|internal|public|regional|application|cloud)\s+){0,2}(?:load ?balanc\w*|lb)\b|\bload ?balanc\w*\s+(?:serving|on|over|for|speaking)\s+(?:plain\s+)?(https?)\b/g,
    read: (m) => ({
      label: 'protocol',
      values: { protocol: (m[1] ?? m[2]) as 'http' | 'https' },
      family: 'protocol',
      quiet: true,
    }),
    consume: 'none',
  },
  // Predefined roles as written: "roles/pubsub.publisher", "roles/viewer".
  {
    re: /\broles\/[a-z][a-z0-9]*(?:\.[a-z][a-z0-9]*)*\b/g,
    read: (m) => ({ label: 'IAM role', values: { iamRoles: [m[0]] }, family: 'iamRole' }),
    consume: 'none',
  },
  // Multi-regions ("in the EU", "US multi-region") and location ids ("nam5", "eur3").
  {
    re: /\b(?:in|within|located in|stored in|hosted in|location(?:\s+of)?|multi-?region)\s*(?::|=)?\s*(?:the\s+)?(eu|us|asia)\b(?![-\w])(?:\s+multi-?regions?)?|\b(eu|us|asia)\s+multi-?regions?\b|\b(nam\d{1,2}|eur\d{1,2})\b/g,
    read: (m) => ({
      label: 'location',
      values: { location: m[3] ?? (m[1] ?? m[2]).toUpperCase() },
      family: 'location',
    }),
  },
  // An address a job calls or a check probes; a URL said to be subscribed or notified is a delivery endpoint
  // instead. Elsewhere a URL is context (its host is read as a domain), so nothing is said where nothing takes it.
  {
    re: /(?<!\b(?:subscri\w*|webhook|notif\w*|deliver\w*|push\w*)\b[^.;\n]{0,40}?)\bhttps?:\/\/[a-z0-9.-]+(?::\d{2,5})?(?:\/[^\s'",;)]*)?/g,
    read: (m) => ({ label: 'address', values: { url: m[0].replace(/[.]+$/, '') }, family: 'url', quiet: true }),
    consume: 'none',
  },
  // A registry's clean-up: "delete any untagged artifacts"; the number of versions kept is `keepImages`
  // (kept successful or failed runs are a scheduled job's history, not versions).
  {
    re: /\bdelet\w*\s+(?:all\s+|any\s+|the\s+)?untagged(?:\s+(?:images?|versions?|artifacts?|manifests?))?|\buntagged\s+(?:images?|versions?|artifacts?)\s+(?:are\s+|get\s+)?(?:deleted|removed|purged|cleaned up)/g,
    read: () => ({ label: 'clean-up', values: { deleteUntagged: true }, family: 'cleanup' }),
  },
  {
    re: /\bkeep\w*\s+(?:only\s+)?(?:the\s+)?(?:(?:last|latest|newest|most recent)\s+(\d{1,4})|(\d{1,4})\s+(?:most recent|newest|latest|last))\b(?!\s+(?:successful|succeeded|completed|failed|failing)\b)(?:\s+(?:versions?|tags?|artifacts?))?/g,
    read: (m) => ({ label: 'images kept', values: { keepImages: Number(m[1] ?? m[2]) }, family: 'keepImages' }),
  },
  // Addresses a security policy blocks or allows: "blocks 192.0.2.44", "permit 172.16.0.0/12 and 10.8.0.0/16".
  {
    re: new RegExp(
      `\\b(block\\w*|den(?:y|ies|ied|ying)|reject\\w*|allow\\w*|permit\\w*)\\s+(?:all\\s+)?(?:traffic\\s+|requests?\\s+|access\\s+)?(?:from\\s+)?(?:the\\s+)?(?:ips?\\s+|(?:ip\\s+)?address(?:es)?\\s+|(?:ip\\s+)?ranges?\\s+)?(${IP_LIST.source})`,
      'g',
    ),
    read: (m) => ({
      label: 'address rule',
      values: {
        ipRules: [
          {
            access: /^(?:block|den|reject)/.test(m[1]) ? 'Deny' : 'Allow',
            ranges: m[2].match(new RegExp(IP, 'g')) ?? [],
          },
        ],
      },
      family: 'ipRules',
    }),
    when: /\bcloud armor\b|\bsecurity polic(?:y|ies)\b/,
  },
  // How a secret's copies are kept: "automatic replication", "user-managed replication".
  {
    re: /\b(automatic|auto|user[- ]managed)\s+replication\b|\breplicated\s+automatically\b/g,
    read: (m) => ({
      label: 'replication',
      values: { replication: m[1] && /^user/.test(m[1]) ? 'user-managed' : 'automatic' },
      family: 'secretReplication',
    }),
  },
  // A network to use rather than create: "attached to my default VPC", "in the current network". Only
  // where Google Cloud services are named: other clouds' default networks are theirs to read.
  {
    re: /\b(?:(?:on|in|into|to|use|using|attached to|connected to)\s+)?(?:(?:our|the|my|an?)\s+)?(?:(existing|current)\s+)?(?:(default)\s+)?(?:vpc\s+)?(?:network|vpc)\b/g,
    read: (m) =>
      m[1] || m[2]
        ? {
            label: 'existing network',
            values: { existingNetwork: m[2] ? 'default' : 'existing' },
            family: 'existingNetwork',
          }
        : undefined,
    when: /\b(?:gcp|google cloud|gce|gke|compute engine|memorystore|cloud sql|filestore|cloud run)\b/,
  },
];
