/**
 * A policy names the resources the request said exist by their ARN, as each format refers to them
 * (a Terraform lookup or the variable of the given ARN, a CloudFormation parameter), never "*"
 * (issue 24, WIR: least privilege on what is referred to). Wordings of our own.
 */
import { generated, of } from '../../testing/resources';

const policiesOf = (resources: { type: string; body: Record<string, unknown> }[], type: string) =>
  of(resources as never, type).map((r) => JSON.stringify((r as { body: unknown }).body));

describe('policies name existing resources, not "*"', () => {
  it.each([
    'a node.js 20 lambda that reads the files from our existing bucket arn:aws:s3:::media-inbox-eu',
    'add a python lambda that processes what lands in our existing s3 bucket billing-exports',
    'lambda function (python 3.12) working on objects of the existing bucket arn:aws:s3:::ledger-archive',
  ])('terraform-aws: %s', async (prompt) => {
    const { resources, errors } = await generated(prompt, 'terraform-aws');
    expect(errors).toEqual([]);
    const policies = policiesOf(resources, 'aws_iam_policy').filter((p) => p.includes('s3:GetObject'));
    expect(policies.length).toBe(1);
    expect(policies[0]).toMatch(/data\.aws_s3_bucket\.[\w-]+\.arn|var\.[\w-]+/);
    expect(policies[0]).not.toMatch(/"Resource":"\*"|Resource = "\*"/);
  });

  it.each([
    'a step functions state machine that runs the existing lambda arn:aws:lambda:us-east-1:111122223333:function:thumbnailer',
    'state machine calling our existing function arn:aws:lambda:eu-central-1:111122223333:function:ingest then finishing',
  ])('cloudformation: %s', async (prompt) => {
    const { resources, errors } = await generated(prompt, 'cloudformation');
    expect(errors).toEqual([]);
    const roles = policiesOf(resources, 'AWS::IAM::Role').filter((p) => p.includes('lambda:InvokeFunction'));
    expect(roles.length).toBe(1);
    const invoke = /"Action":\["lambda:InvokeFunction"\],"Resource":(\[[^\]]*\]|"[^"]*")/.exec(roles[0])?.[1];
    expect(invoke).toMatch(/"Ref":"\w+"/);
    expect(invoke).not.toBe('"*"');
  });
});
