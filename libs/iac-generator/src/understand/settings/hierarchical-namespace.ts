/**
 * The `hierarchicalNamespace` settings family: its rules, each with the phrasings it must read (and
 * the values read) and the phrasings it must leave to another family or a resource. settings.ts
 * `RULES` tries them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const HIERARCHICAL_NAMESPACE_AZURE: Rule[] = [
  // Folders of their own in a storage account: "hierarchical namespace on", "with HNS enabled",
  // "without a hierarchical namespace". Its words are the setting, never a namespace of anything.
  {
    re: /\b(no|without|disabled?|turn(?:ed)? off)?\s*(?:an?\s+|the\s+)?(?:hierarchical[ -]namespaces?|hns)\b(?:\s*(?:=|:|is|set to|turned)?\s*(on|enabled|true|off|disabled|false)\b)?/g,
    read: (m) => ({
      label: 'hierarchical namespace',
      values: { hierarchicalNamespace: !m[1] && !/^(?:off|disabled|false)$/.test(m[2] ?? '') },
      family: 'hierarchicalNamespace',
    }),
    examples: {
      reads: {
        'a storage account with hierarchical namespace on': { hierarchicalNamespace: true },
        'a storage account, hns enabled': { hierarchicalNamespace: true },
        'a storage account without a hierarchical namespace': { hierarchicalNamespace: false },
      },
      leaves: ['a service bus namespace', 'in namespace data'],
    },
  },
  // Data Lake Storage Gen2 is a storage account with the hierarchical namespace on: only the
  // generation's word is used up, so "data lake" is still read as the storage it names.
  {
    re: /\b(?:azure\s+)?(?:data\s*lake(?:\s+storage)?|adls)\s*(gen\s?2)\b/g,
    read: () => ({
      label: 'hierarchical namespace',
      values: { hierarchicalNamespace: true },
      family: 'hierarchicalNamespace',
    }),
    consume: 1,
    examples: {
      reads: { 'a data lake gen2 account for raw files': { hierarchicalNamespace: true } },
      leaves: ['a data lake for raw files'],
    },
  },
];
