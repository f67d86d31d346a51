/**
 * A DocumentDB cluster is served by instances of the class asked, and keeps backups the days asked,
 * in both AWS formats (issue 24, SIL). Wordings of our own.
 */
import { generateInfrastructure } from '../../../testing/resources';

const code = (format: 'terraform-aws' | 'cloudformation') =>
  generateInfrastructure({
    prompt: 'a DocumentDB cluster called catalog-docs, class db.r6g.xlarge, keep backups for 12 days',
    platform: 'aws',
    format,
  })
    .files.map((f) => f.content)
    .join('\n');

describe('a DocumentDB cluster', () => {
  it('writes its instances with the class asked and the retention asked (Terraform)', () => {
    const tf = code('terraform-aws');
    expect(tf).toMatch(/resource "aws_docdb_cluster_instance"[^}]*instance_class\s*=\s*"db\.r6g\.xlarge"/s);
    expect(tf).toMatch(/backup_retention_period\s*=\s*12/);
  });

  it('writes them in CloudFormation too', () => {
    const cfn = code('cloudformation');
    expect(cfn).toMatch(/Type: AWS::DocDB::DBInstance[\s\S]*DBInstanceClass: db\.r6g\.xlarge/);
    expect(cfn).toMatch(/BackupRetentionPeriod: 12/);
  });
});
