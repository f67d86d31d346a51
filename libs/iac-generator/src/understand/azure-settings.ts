/**
 * Settings of Azure services, by what they mean: an application gateway's SKU, Front Door origins
 * reached over Private Link, numbered availability zones, one group's machines by count and size
 * ("4 x Standard_D2s_v5"), the operating system of the machines named beside it, spot capacity,
 * a cluster's network plugin, App Service instance counts, registry geo-replication, built-in roles
 * by name and a static site's repository and build folders. They are read before the general
 * patterns of settings.ts, so their words and numbers are not read twice.
 */
import { readRegions } from '../model/regions';
import { ROLE_NAMES } from '../model/azure-roles';
import { N, num } from './numbers';
import { type Rule } from './settings';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Roles whose names are everyday words (Owner, Reader) count only beside the word "role".
const PLAIN = ROLE_NAMES.filter((r) => !/^(?:owner|contributor|reader)$/i.test(r)).map((r) => escape(r.toLowerCase()));
const ANY_ROLE = ROLE_NAMES.map((r) => escape(r.toLowerCase())).join('|');
// A folder as written in a request ("/web", "dist", "apps/site").
const FOLDER =
  '(?!(?:is|in|at|the|a|an|and|to|of)\\b)(\\/?[a-z0-9_-]+(?:\\.[a-z0-9_-]+)*(?:\\/[a-z0-9_-]+(?:\\.[a-z0-9_-]+)*)*\\/?)';
// A region list after "to": up to the end of the clause, before another component is introduced.
const clauseAfter = (all: string, at: number) => all.slice(at).split(/[.;\n]|\b(?:with|for|and (?:a|an|the))\b/)[0];

export const AZURE_RULES: Rule[] = [
  // A CDN reaching its origin privately: "private-link backends", "an origin accessed via Private Link".
  {
    re: /\bprivate[- ]?link\s+(?:origins?|backends?)\b|\b(?:origins?|backends?|reached|reachable|connected|accessed)\s+(?:over|via|through|using|with)\s+(?:a\s+)?private[- ]?link\b/g,
    read: () => ({ label: 'private link origin', values: {}, flags: ['privateLink'], family: 'privateOrigin' }),
    when: /front ?door|\bcdn\b|\bafd\b/,
  },
  // Numbered availability zones: "spread over zones 1 and 2", "in zone 3", "over zones 1-2".
  {
    re: /\b(?:across|in|over|spanning|spread over)\s+(?:availability\s+)?zones?\s+([1-3](?:\s*(?:,|and|&|-)\s*[1-3]){0,2})\b/g,
    read: (m) => {
      const listed = m[1].match(/[1-3]/g) ?? [];
      const [first, last] = [listed[0] ?? '1', listed[listed.length - 1] ?? '3'];
      const zones = /-/.test(m[1]) ? ['1', '2', '3'].filter((z) => z >= first && z <= last) : listed;
      return { label: 'availability zones', values: { zoneNumbers: [...new Set(zones)] }, family: 'zones' };
    },
  },
  // One group of identical machines by count and size: "4 x Standard_D2s_v5", "3x m5.large", "6 instances of Standard_B2s".
  {
    re: new RegExp(
      `\\b${N}\\s*(?:x|×)\\s*(?=standard_[a-z]\\d|[a-z]\\d[a-z0-9]*\\.[a-z0-9]+\\b)|\\b${N}\\s+(?:instances|vms|machines)\\s+of\\s+(?=standard_[a-z]\\d|[a-z]\\d[a-z0-9]*\\.[a-z0-9]+\\b)`,
      'g',
    ),
    read: (m) => ({ label: 'instance count', values: { desired: num(m[1] ?? m[2]) }, family: 'instanceCount' }),
    when: /scale ?set|vmss|auto ?scal|scaling group|\basg\b|instance group|node ?pool|node group|\b(?:aks|eks|gke)\b|kubernetes/,
  },

  // An operating system named beside the machines that run it ("a scale set on Ubuntu 22.04") is
  // their setting, never a virtual machine of its own.

  // An application gateway's SKU, before "Standard_v2" is read as a VM size and "WAF" as a policy of its own.
  {
    re: /\b(waf_v2|standard_v2)\b/g,
    read: (m) => ({ label: 'SKU', values: { tier: m[1] }, family: 'tier' }),
  },

  // "using spot nodes", "with spot capacity": how the thing before runs, never machines of their own.
  {
    re: /\b(?:on|using|uses|with)\s+spot\s+(?:instances|vms|virtual machines|nodes|capacity)\b/g,
    read: () => ({ label: 'spot capacity', values: {}, flags: ['spot'], family: 'spot' }),
  },
  // How a cluster's pods get addresses: "Azure CNI Overlay", "kubenet"; the Azure CNI alone is the default.
  {
    re: /\b(?:azure\s+)?cni(?:\s+(overlay))?\b|\bkubenet\b/g,
    read: (m) => ({
      label: 'network plugin',
      values: {
        networkPlugin: /kubenet/.test(m[0])
          ? { plugin: 'kubenet' }
          : { plugin: 'azure', mode: m[1] ? ('overlay' as const) : undefined },
      },
      family: 'clusterNetwork',
      quiet: !m[1] && !/kubenet/.test(m[0]),
    }),
  },
  // A web application firewall's mode: blocking ("prevention mode") or only logging ("detection mode").
  {
    re: /\b(prevention|detection)\s+mode\b/g,
    read: (m) => ({
      label: 'firewall mode',
      values: { wafMode: m[1] === 'prevention' ? ('Prevention' as const) : ('Detection' as const) },
      family: 'firewallMode',
    }),
  },
  // An App Service app's or plan's instance count: "4 instances", "5 workers".
  {
    re: new RegExp(`(?<!\\b(?:to|and|through)\\s+|-\\s*)\\b${N}\\s+(?:worker\\s+)?(?:instances|workers)\\b`, 'g'),
    read: (m) => ({ label: 'instance count', values: { desired: num(m[1]) }, family: 'replicas' }),
    when: /\bapp service\b|\bweb ?apps?\b|\b(?:service|hosting) plan\b|\bfunction apps?\b/,
  },
  // Copies of a registry in other regions: "geo-replicated to northeurope and centralus".
  {
    re: /\bgeo[- ]?replicat\w*\s+(?:to|in|into|across)\s+/g,
    read: (m, all) => {
      const regions = readRegions(clauseAfter(all, (m.index ?? 0) + m[0].length)).regions.filter((r) =>
        /^[a-z]+\d?$/.test(r),
      );
      return regions.length
        ? { label: 'geo-replication', values: { replicaRegions: regions }, family: 'georeplication' }
        : undefined;
    },
  },
  // Built-in roles by name: "the Storage Queue Data Contributor role", "AcrPush", "role Reader".
  {
    re: new RegExp(
      `\\b(${PLAIN.join('|')})\\b|\\b(${ANY_ROLE})\\s+role\\b|\\brole\\s+(?:of\\s+)?(${ANY_ROLE})\\b`,
      'g',
    ),
    read: (m) => ({ label: 'role', values: { roleNames: [m[1] ?? m[2] ?? m[3]] }, family: 'role' }),
    consume: [1, 2, 3],
  },
  // Where a static site's code comes from and how it is built.
  {
    re: /\bhttps?:\/\/(?:www\.)?(github\.com|gitlab\.com|dev\.azure\.com)\/([a-z0-9][a-z0-9._-]*\/[a-z0-9][a-z0-9._-]*)|\b(?:(github|gitlab)\s+)?repo(?:sitory)?\s+(?:is\s+|at\s+)?([a-z0-9][a-z0-9-]*\/[a-z0-9][a-z0-9._-]*)/g,
    read: (m) => ({
      label: 'repository',
      values: {
        source: { repository: m[2] ? `https://${m[1]}/${m[2]}` : `https://${m[3] ?? 'github'}.com/${m[4]}` },
      },
      family: 'siteSource',
    }),
  },
  {
    re: /\b(?:branch\s+(?:named\s+|called\s+)?(?!(?:is|of|the|a|and)\b)([a-z0-9][a-z0-9._/-]*)|(?!(?:the|a|an|on|in|to|of|from|and|its|our|their|this|that|git|default|same|feature|new)\b)([a-z0-9][a-z0-9._-]*)\s+branch\b)/g,
    read: (m) => ({ label: 'branch', values: { source: { branch: m[1] ?? m[2] } }, family: 'siteSource' }),
    when: /\brepo(?:sitory)?\b|github|gitlab/,
  },
  {
    re: new RegExp(
      `\\b(?:(?:app(?:lication)?|sources?|code)(?:\\s+code)?\\s+(?:lives?\\s+in|(?:is|are)\\s+in|location|folder|directory|root|path)(?:\\s+is)?|app_location)\\s*[:=]?\\s*${FOLDER}`,
      'g',
    ),
    read: (m) => ({ label: 'app location', values: { buildFolders: { app: m[1] } }, family: 'siteSource' }),
    when: /\bstatic web ?apps?\b/,
  },
  {
    re: new RegExp(
      `\\b(?:(?:build\\s+)?output(?:\\s+(?:location|folder|directory|dir|path))?(?:\\s+(?:is|in|goes to|at))?|output_location)\\s*[:=]?\\s*${FOLDER}`,
      'g',
    ),
    read: (m) => ({ label: 'output location', values: { buildFolders: { output: m[1] } }, family: 'siteSource' }),
    when: /\bstatic web ?apps?\b/,
  },
];
