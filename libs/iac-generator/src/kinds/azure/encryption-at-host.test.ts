/**
 * Encryption at host is not a default that needs nothing: a machine or scale set with it fails to
 * deploy unless the subscription registered the EncryptionAtHost feature (BRK). It is left out, in
 * every Azure format; the platform encrypts managed disks at rest anyway.
 */
import { type FormatId } from '@infragen/contracts';
import { generateInfrastructure } from '../../testing/resources';

const text = (prompt: string, format: FormatId) =>
  generateInfrastructure({ prompt, platform: 'azure', format })
    .files.map((f) => f.content)
    .join('\n');

describe('no encryption at host nobody asked for', () => {
  it.each([
    ['terraform-azurerm', 'a Linux VM build-agent-01, Standard_D2s_v5, Debian 12, SSH key login'],
    ['arm', 'a Windows Server 2022 virtual machine jumpbox-w on Standard_B2ms'],
    ['bicep', 'an Ubuntu 24.04 VM named batch-node with a 128 GB OS disk'],
    ['terraform-azurerm', 'a VM scale set of 4 Ubuntu instances named render-farm'],
    ['arm', 'a virtual machine scale set workers-vmss with 3 instances of Standard_D4s_v5'],
  ] as [FormatId, string][])('%s: %s', (format, prompt) => {
    const out = text(prompt, format);
    expect(out).toMatch(/virtual_machine|virtualMachine/);
    expect(out).not.toMatch(/encryption_at_host_enabled|encryptionAtHost/);
  });
});
