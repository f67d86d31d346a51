/** A duration right after "backups" in a terse spec is how long backups are kept, in any cloud. */
import { generateInfrastructure } from '../../testing/resources';

const text = (prompt: string, platform: 'aws' | 'gcp' | 'azure', format: string) =>
  generateInfrastructure({ prompt, platform, format: format as never, history: [] })
    .files.map((f) => f.content)
    .join('\n');

describe('terse backup retention', () => {
  it.each([
    ['mysql on rds; backups 10 days', 'aws', 'terraform-aws', /backup_retention_period\s*=\s*10\b/],
    ['postgres RDS instance - snapshots: 21d', 'aws', 'terraform-aws', /backup_retention_period\s*=\s*21\b/],
    ['cloud sql mysql, backups for 9 days', 'gcp', 'terraform-google', /retained_backups\s*=\s*9\b/],
    ['azure sql db. backups 12 days', 'azure', 'terraform-azurerm', /retention_days\s*=\s*12\b/],
  ] as const)('%s', (prompt, platform, format, written) => {
    expect(text(prompt, platform, format)).toMatch(written);
  });

  it('reads no retention from how often backups run', () => {
    expect(text('mysql on rds with backups every 8 hours', 'aws', 'terraform-aws')).not.toMatch(
      /backup_retention_period\s*=\s*8\b/,
    );
  });
});
