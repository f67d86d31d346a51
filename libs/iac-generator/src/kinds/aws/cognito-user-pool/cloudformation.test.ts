/**
 * A CloudFormation user pool deploys on the default feature plan: no threat protection unasked (it
 * needs the paid Plus plan), and its hosted sign-in prefix, global across AWS, ends in part of the
 * stack's id so that a common name is not already taken.
 */
import { generated } from '../../../testing/resources';

describe('a Cognito user pool in CloudFormation', () => {
  it.each([
    'Cognito user pool "members" with email sign-in and an app client for the mobile app',
    'a user pool for the partner dashboard with MFA optional',
  ])('%s', async (prompt) => {
    const { result, resources, errors } = await generated(prompt, 'cloudformation');
    expect(errors).toEqual([]);
    const template = result.files.map((f) => f.content).join('\n');
    expect(template).not.toMatch(/AdvancedSecurityMode/);
    const domains = resources.filter((r) => r.type === 'AWS::Cognito::UserPoolDomain');
    expect(domains).toHaveLength(1);
    expect(JSON.stringify(domains[0].body)).toMatch(/AWS::StackId/);
  });
});
