/**
 * The `tier` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order (this family's groups sit at different places in it); settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const TIER_1: Rule[] = [
  // A tier first in a bracketed list of specs beside a service: "an elastic pool (Premium, 250 eDTUs)".
  {
    re: /(?<=\(\s*)(free|basic|standard|premium|general purpose|business critical|hyperscale)(?=\s*[,;)])/g,
    read: (m) => ({ label: 'tier', values: { tier: m[1] }, family: 'tier' }),
    // Its words stay the reader's: consumed, they would let the names around the brackets run together.
    consume: 'none',
    examples: {
      reads: { 'an azure sql database (business critical)': { tier: 'business critical' } },
      leaves: ['an azure sql database (30 days)'],
    },
  },
];

export const TIER_2: Rule[] = [
  {
    // A tier said as the provider spells its enum value: "BASIC_SSD tier", "tier HIGH_SCALE_SSD".
    re: /\b([a-z]+(?:_[a-z0-9]+)+)\s+(?:tier|sku|edition)\b|\b(?:tier|sku|edition)\s*(?:of|=|:|is)?\s*([a-z]+(?:_[a-z0-9]+)+)\b/g,
    read: (m) => ({ label: 'tier', values: { tier: m[1] ?? m[2] }, family: 'tier' }),
    examples: {
      reads: {
        'an nfs share on the high_scale_ssd tier': { tier: 'high_scale_ssd' },
        'a file store, tier: basic_hdd': { tier: 'basic_hdd' },
      },
      leaves: ['a premium_lrs disk', 'a basic_ssd share'],
    },
  },
  {
    re: /\b(free|basic|standard|premium|developer|elastic premium|isolated|enterprise|general purpose|business critical|memory optimized|burstable|standard[ _]ha|high availability|hot|cool|cold)\s+(?:access\s+|serverless\s+|provisioned\s+)?(?:tier|sku|plan|edition|pricing tier|service tier)\b|\b(?:tier|sku|pricing tier|service tier)\s*(?:of|=|:|is)?\s*(free|basic|standard|premium|[a-z]{1,2}\d{1,2}(?:v\d)?)\b/g,
    read: (m) => ({ label: 'tier', values: { tier: (m[1] ?? m[2]).replace(/\s+/g, ' ') }, family: 'tier' }),
    examples: {
      reads: {
        'an app service plan on the premium tier': { tier: 'premium' },
        'a storage account with cool access tier': { tier: 'cool' },
      },
      leaves: ['a premium_lrs disk'],
    },
  },
  {
    // A tier with its size code, as Azure names SKUs: "Premium P2", "Standard S3", "Burstable B2s".
    re: /\b(basic|standard|premium|burstable|general purpose|memory optimized)\s+([a-z]{1,2}\d{1,2}[a-z]{0,3}(?:[ _]?v\d)?)\b/g,
    read: (m) => ({ label: 'tier', values: { tier: `${m[1]} ${m[2]}` }, family: 'tier' }),
    examples: {
      reads: { 'a postgres flexible server on burstable b1ms': { tier: 'burstable b1ms' } },
      leaves: ['a postgres flexible server'],
    },
  },
  {
    re: /\b(p[0-3]v[23]|p[1-3]mv3|s[1-3]|b[1-3]|ep[1-3]|y1|f1|i[1-3]v2|ws[1-3])\b(?=[^.;\n]{0,30}\b(?:plan|sku|tier|app service)\b)|(?<=\b(?:plan|sku|tier)\b[^.;\n]{0,20}?)\b(p[0-3]v[23]|p[1-3]mv3|s[1-3]|b[1-3]|ep[1-3]|y1|f1|i[1-3]v2|ws[1-3])\b/g,
    read: (m) => ({ label: 'SKU', values: { tier: (m[1] ?? m[2]).toUpperCase() }, family: 'tier' }),
    // The size code only: "plan" before it stays the words of the plan ("an app service plan asp-tools (b1)").
    examples: {
      reads: { 'a p1v3 app service plan': { tier: 'P1V3' }, 'an app service plan asp-tools (b1)': { tier: 'B1' } },
      leaves: ['a vm of size standard_b2s'],
    },
  },
  {
    // A tier word beside the service it qualifies: "a premium namespace", "Front Door Premium", "on Basic".
    re: /\b(premium|basic)\b(?![-_])/g,
    read: (m) => ({ label: 'tier', values: { tier: m[1] }, family: 'tier' }),
    examples: {
      reads: { 'a premium service bus namespace': { tier: 'premium' } },
      leaves: ['a service bus namespace'],
    },
  },
];

export const TIER_AZURE: Rule[] = [
  // A SQL database's DTU size code alone in brackets after it, as specs list it: "an Azure SQL
  // database orders (S1)", "db billing (P2)".
  {
    re: /(?<=\b(?:database|db)\b[^.;\n()]{0,40}?)\(\s*(s(?:[0-9]|1[0-2])|p(?:[1-6]|1[15]))\s*\)/gi,
    read: (m) => ({ label: 'SKU', values: { tier: m[1].toUpperCase() }, family: 'tier' }),
    examples: {
      reads: {
        'an azure sql database orders (S1)': { tier: 'S1' },
        'a db billing (p2)': { tier: 'P2' },
      },
      leaves: ['a database (orders)', 'a vm (s1)'],
    },
  },
  // An operating system named beside the machines that run it ("a scale set on Ubuntu 22.04") is
  // their setting, never a virtual machine of its own.

  // An application gateway's SKU, before "Standard_v2" is read as a VM size and "WAF" as a policy of its own.
  {
    re: /\b(waf_v2|standard_v2)\b/g,
    read: (m) => ({ label: 'SKU', values: { tier: m[1] }, family: 'tier' }),
    examples: { reads: { 'an application gateway on waf_v2': { tier: 'waf_v2' } }, leaves: ['an application gateway'] },
  },
];
