/**
 * Names given to parts of AWS things are written: a database's master user, a user pool's hosted sign-in
 * domain prefix (settings/part-names.ts); said of nothing, the defaults stay.
 */
import { generateInfrastructure } from './index';

const files = (prompt: string, format: 'terraform-aws' | 'cloudformation') =>
  generateInfrastructure({ prompt, platform: 'aws', format })
    .files.map((f) => f.content)
    .join('\n');

describe("a database's master user", () => {
  it('is the user given (Terraform), never an IAM user of its own', () => {
    const out = files('a mysql RDS instance stockdb with master user stockadmin', 'terraform-aws');
    expect(out).toMatch(/username\s*=\s*"stockadmin"/);
    expect(out).not.toMatch(/aws_iam_user\b/);
  });

  it('is the user given (CloudFormation, Aurora)', () => {
    expect(files('an Aurora postgres cluster with master username ledgerowner', 'cloudformation')).toMatch(
      /MasterUsername: ledgerowner/,
    );
  });

  it('stays the default when none is given', () => {
    expect(files('a postgres RDS instance for the billing app', 'terraform-aws')).toMatch(/username\s*=\s*"dbadmin"/);
  });
});

describe("a user pool's hosted sign-in domain prefix", () => {
  it('is written as given (Terraform), with no random end', () => {
    const out = files('a cognito user pool for vendors with hosted UI domain prefix vendor-gate-9', 'terraform-aws');
    expect(out).toMatch(/domain\s*=\s*"vendor-gate-9"/);
    expect(out).not.toMatch(/random_id/);
  });

  it('is written as given (CloudFormation)', () => {
    expect(files('cognito user pool with sign-in domain prefix: kiosk-auth', 'cloudformation')).toMatch(
      /Domain: kiosk-auth/,
    );
  });

  it('is made from the name when none is given', () => {
    expect(files('a cognito user pool for the kiosk app with a hosted UI', 'terraform-aws')).toMatch(/random_id/);
  });
});
