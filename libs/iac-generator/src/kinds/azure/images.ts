/**
 * Marketplace images of the operating systems a request can name for virtual machines and scale
 * sets: the publisher, offer and SKU of each release (Gen2 images, the default for current sizes).
 */
import { type Component } from '../../model/types';

export interface ImageReference {
  publisher: string;
  offer: string;
  sku: string;
  version: string;
}

const image = (publisher: string, offer: string, sku: string): ImageReference => ({
  publisher,
  offer,
  sku,
  version: 'latest',
});

/** Releases by operating system, newest first; the first is used when no release was stated. */
const RELEASES: Record<string, [string, ImageReference][]> = {
  ubuntu: [
    ['24.04', image('Canonical', 'ubuntu-24_04-lts', 'server')],
    ['22.04', image('Canonical', '0001-com-ubuntu-server-jammy', '22_04-lts-gen2')],
    ['20.04', image('Canonical', '0001-com-ubuntu-server-focal', '20_04-lts-gen2')],
  ],
  debian: [
    ['12', image('Debian', 'debian-12', '12-gen2')],
    ['11', image('Debian', 'debian-11', '11-gen2')],
  ],
  rhel: [
    ['9', image('RedHat', 'RHEL', '9-lvm-gen2')],
    ['8', image('RedHat', 'RHEL', '8-lvm-gen2')],
  ],
  'windows server': [
    ['2025', image('MicrosoftWindowsServer', 'WindowsServer', '2025-datacenter-azure-edition')],
    ['2022', image('MicrosoftWindowsServer', 'WindowsServer', '2022-datacenter-azure-edition')],
    ['2019', image('MicrosoftWindowsServer', 'WindowsServer', '2019-datacenter-gensecond')],
    ['2016', image('MicrosoftWindowsServer', 'WindowsServer', '2016-datacenter-gensecond')],
  ],
};
const ALIASES: Record<string, string> = { 'red hat': 'rhel' };

/** The image of a stated operating system and release, if this table knows it. */
function imageFor(os: string | undefined, version: string | undefined): ImageReference | undefined {
  const releases = os ? RELEASES[ALIASES[os.toLowerCase()] ?? os.toLowerCase()] : undefined;
  if (!releases) return undefined;
  if (!version) return releases[0][1];
  return releases.find(([v]) => v === version || v.split('.')[0] === version)?.[1];
}

/** Whether the machine runs Windows Server, as stated. */
export const isWindows = (os: string | undefined) => /^windows/i.test(os ?? '');

/**
 * A machine's image: the stated operating system's, else Ubuntu 24.04 LTS. The stated system is
 * read (and so reported as honoured) only when the table knows it; an unknown one is said.
 */
export function machineImage(c: Component): ImageReference {
  const plain = c.config.image as ImageReference | undefined;
  if (plain) {
    void c.attrs.os;
    void c.attrs.osVersion;
    return plain;
  }
  // A Windows machine of a release this table does not know still runs Windows (the newest
  // release), never Linux; its release stays unread, so the answer says it was not written.
  if (isWindows(c.attrs.os)) return RELEASES['windows server'][0][1];
  return RELEASES.ubuntu[0][1];
}

/** Decided while planning (untracked): the image of the stated system, when known. */
export function planImage(c: Component): void {
  const known = imageFor(c.attrs.os, c.attrs.osVersion);
  if (known) c.config.image = known;
}
