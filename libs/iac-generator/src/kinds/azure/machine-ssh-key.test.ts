/**
 * "SSH key only" said of Linux machines on Azure is how they sign in (their admin key), never an SSH public
 * key resource of its own needing a second key; alone, with no machine, it is still written as asked.
 */
import { generateInfrastructure } from '../../testing/resources';

const run = (prompt: string, format: string) => {
  const r = generateInfrastructure({ prompt, platform: 'azure', format } as Parameters<
    typeof generateInfrastructure
  >[0]);
  return { ...r, text: r.files.map((f) => f.content).join('\n') };
};

describe('an SSH key of Linux machines', () => {
  it('a VM signing in by SSH key only: its admin key, no azurerm_ssh_public_key', () => {
    const r = run(
      'Linux VM vm-build-01 on Standard_D2s_v5 with Ubuntu 22.04, SSH key authentication only (public key passed as a variable), in resource group rg-build',
      'terraform-azurerm',
    );
    expect(r.text).toContain('admin_ssh_key');
    expect(r.text).toMatch(/disable_password_authentication\s+= true/);
    expect(r.text).not.toContain('azurerm_ssh_public_key');
  });

  it('a scale set in Bicep: no Microsoft.Compute/sshPublicKeys', () => {
    const r = run('a linux scale set vmss-workers, 4 instances of Standard_B2ms, login with an ssh key only', 'bicep');
    expect(r.text).not.toContain('sshPublicKeys');
    expect(r.text).toContain('disablePasswordAuthentication: true');
  });
});
