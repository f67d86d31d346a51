/**
 * A required argument of a minimal block that refers to another thing (`role`, `…_id`, `…_arn`) points
 * at the one resource of that type the answer writes, of any service (`role` of a Transfer user is the
 * IAM role written beside it), never at a literal of its name nor a variable to fill. A name the
 * request gave that other thing is that thing's, not a value of the minimal block.
 */
import { generated, of } from './testing/resources';

describe('a minimal block refers to the other things the request names', () => {
  it('Terraform aws: the role a Transfer user assumes is the IAM role the request names', async () => {
    const { resources, errors } = await generated(
      'An AWS Transfer Family server with one user called ledger, using the IAM role ledger-sftp-access',
      'terraform-aws',
    );
    expect(errors).toEqual([]);
    const [user] = of(resources, 'aws_transfer_user');
    expect(user.body.role).toBe('${aws_iam_role.ledger-sftp-access.arn}');
  });
});
