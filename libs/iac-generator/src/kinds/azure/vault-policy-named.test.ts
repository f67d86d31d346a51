/**
 * A Recovery Services vault said with its VM backup policy by name ("vault X + vm backup policy Y"): one
 * vault, its policy named as given, in every format, at the clock time said right after "daily"/"nightly".
 */
import { generateInfrastructure } from '../../testing/resources';

const run = (prompt: string, format: string) => {
  const r = generateInfrastructure({ prompt, platform: 'azure', format } as Parameters<
    typeof generateInfrastructure
  >[0]);
  return { ...r, text: r.files.map((f) => f.content).join('\n') };
};

describe('a backup policy named with its vault', () => {
  it('Terraform: one vault, the policy named as given, nightly 01:30', () => {
    const r = run(
      'recovery services vault rsv-hr-neu and a VM backup policy nightly-hr-vms, nightly 01:30 UTC, keep 21 daily backups',
      'terraform-azurerm',
    );
    expect(r.text.match(/resource "azurerm_recovery_services_vault"/g)).toHaveLength(1);
    expect(r.text).toMatch(/name\s+= "rsv-hr-neu"/);
    expect(r.text).toMatch(/resource "azurerm_backup_policy_vm"[^]*name\s+= "nightly-hr-vms"/);
    expect(r.text).toMatch(/time\s+= "01:30"/);
    expect(r.text).toMatch(/count = 21/);
  });

  it('ARM: the policy is a child of the one vault, named as given', () => {
    const r = run(
      'a recovery services vault named rsv-ops-sea with a vm backup policy called ops-daily, daily 22:00',
      'arm',
    );
    const vaults = r.text.match(/"type": "Microsoft\.RecoveryServices\/vaults"/g);
    expect(vaults).toHaveLength(1);
    expect(r.text).toContain('"name": "rsv-ops-sea/ops-daily"');
    expect(r.text).toContain('T22:00:00Z');
  });

  it('a vault alone keeps its own policy name', () => {
    const r = run('recovery services vault rsv-solo with daily backups kept 10 days', 'bicep');
    expect(r.text).toContain("'rsv-solo'");
    expect(r.text).toMatch(/rsv-solo-vm-daily/);
  });
});

describe('weekly backups kept beside the daily ones', () => {
  it('Terraform: retention_weekly with the weeks and day said', () => {
    const r = run(
      'recovery services vault rsv-ops-uks with a vm backup policy, daily at 21:00, keep 14 daily backups, weekly backups kept 8 weeks on saturday',
      'terraform-azurerm',
    );
    expect(r.text).toMatch(/retention_weekly \{\s*count\s+= 8\s*weekdays = \["Saturday"\]/);
    expect(r.text).toMatch(/count = 14/);
  });

  it('ARM: weeklySchedule of the policy, Sunday by the brackets', () => {
    const r = run(
      'recovery services vault rsv-legal + vm backup policy legal-vms, daily 20:00, dailies 10d, weeklies (sunday) 6 weeks',
      'arm',
    );
    expect(r.text).toMatch(/"weeklySchedule": \{\s*"daysOfTheWeek": \[\s*"Sunday"\s*\]/);
    expect(r.text).toMatch(/"count": 6,\s*"durationType": "Weeks"/);
  });
});
