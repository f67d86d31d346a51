/**
 * The `fileProtocol` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

const PROTOCOL: Record<string, 'NFSv3' | 'NFSv4.1' | 'CIFS'> = {
  nfsv3: 'NFSv3',
  'nfs v3': 'NFSv3',
  'nfs 3': 'NFSv3',
  'nfsv4.1': 'NFSv4.1',
  'nfs v4.1': 'NFSv4.1',
  'nfs 4.1': 'NFSv4.1',
  nfsv4: 'NFSv4.1',
  smb: 'CIFS',
  cifs: 'CIFS',
};

export const FILE_PROTOCOL_AZURE: Rule[] = [
  // The protocol a NetApp Files volume is exported over: "an NFSv4.1 volume", "an SMB volume".
  {
    re: /\b(nfsv3|nfs v3|nfs 3|nfsv4\.1|nfs v4\.1|nfs 4\.1|nfsv4|smb|cifs)\b(?=[^.;\n]{0,40}\bvolume)|(?<=\bvolumes?\b[^.;\n]{0,40}?\b(?:over|using|with|via|protocol)\s+)(nfsv3|nfs v3|nfsv4\.1|nfs v4\.1|nfsv4|smb|cifs)\b/g,
    read: (m) => ({
      label: 'protocol',
      values: { netappProtocol: PROTOCOL[(m[1] ?? m[2]).replace(/\s+/g, ' ')] },
      family: 'fileProtocol',
    }),
    // Only the protocol: "volume" stays the resource's word.
    consume: [1, 2],
    examples: {
      reads: {
        'an nfsv4.1 volume of 100 gib': { netappProtocol: 'NFSv4.1' },
        'a netapp volume over smb': { netappProtocol: 'CIFS' },
      },
      leaves: ['a netapp volume of 100 gib'],
    },
  },
  // A NetApp Files capacity pool's service level the general tier words do not know: "an Ultra pool".
  {
    re: /\b(ultra|flexible)\s+(?:service\s+level|capacity\s+pool|pool)\b|\bservice\s+level\s*(?:of|=|:|is)?\s*(standard|premium|ultra|flexible)\b/g,
    read: (m) => ({ label: 'service level', values: { tier: m[1] ?? m[2] }, family: 'tier' }),
    consume: [1, 2],
    examples: {
      reads: {
        'an ultra capacity pool of 4 tib': { tier: 'ultra' },
        'a pool with service level premium': { tier: 'premium' },
      },
      leaves: ['a capacity pool of 4 tib'],
    },
  },
  // A volume's subnet said delegated ("in a delegated subnet"): the subnet NetApp Files is delegated, which it always is.
  {
    re: /\b(delegated)\s+subnet\b|\bsubnet\s+(delegated)\s+to\s+(?:azure\s+)?netapp(?:\s+files)?\b/g,
    when: /\bnetapp\b|\banf\b/,
    read: () => ({ label: 'delegated subnet', values: { delegation: true }, family: 'fileProtocol' }),
    consume: [1, 2],
    examples: {
      reads: { 'an azure netapp files volume in a delegated subnet': { delegation: true } },
      leaves: ['a netapp volume in the subnet data'],
    },
  },
];
