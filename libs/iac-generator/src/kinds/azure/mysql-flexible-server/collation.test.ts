/** A MySQL database's character set and collation as stated, in every format; utf8mb4's default otherwise. */
import { generateInfrastructure } from '../../../testing/resources';

const run = (prompt: string, format: string) =>
  generateInfrastructure({ prompt, platform: 'azure', format } as Parameters<typeof generateInfrastructure>[0])
    .files.map((f) => f.content)
    .join('\n');

describe('a MySQL database collation', () => {
  it('Terraform: the collation said, its charset with it', () => {
    const text = run(
      'MySQL flexible server mysql-hr-01 with a database payroll using utf8mb4_general_ci',
      'terraform-azurerm',
    );
    expect(text).toMatch(/collation\s+= "utf8mb4_general_ci"/);
    expect(text).toMatch(/charset\s+= "utf8mb4"/);
  });

  it('Bicep: latin1 and its collation', () => {
    const text = run(
      'mysql flexible server mysql-legacy with database archive, charset latin1, collation latin1_swedish_ci',
      'bicep',
    );
    expect(text).toContain("charset: 'latin1'");
    expect(text).toContain("collation: 'latin1_swedish_ci'");
  });

  it('nothing said: utf8mb4 with its default collation', () => {
    const text = run('MySQL flexible server mysql-plain with a database app', 'arm');
    expect(text).toContain('"collation": "utf8mb4_0900_ai_ci"');
  });
});
