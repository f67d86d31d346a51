import { emptyAttrs } from './model/types';
import { Planner } from './plan/planner';
import { renderCloudFormation } from './render/cloudformation/template';
import { checkCloudFormation } from './testing/validate';
import { generateInfrastructure } from './index';
import { AWS_KINDS } from './kinds/aws';
import { AWS_CLOUDFORMATION_WRITERS } from './kinds/aws/cloudformation';

describe('CloudFormation', () => {
  it('writes at least 60 AWS kinds', () => expect(AWS_CLOUDFORMATION_WRITERS.size).toBeGreaterThanOrEqual(60));

  // A minimal block from the catalogue needs the resource type a request named: it has nothing to write alone.
  const kinds = [...AWS_CLOUDFORMATION_WRITERS.keys()].filter((k) => !k.endsWith('.catalogue'));
  it.each(kinds)('%s alone matches the CloudFormation specification', async (kind) => {
    const plan = new Planner('aws', emptyAttrs(), AWS_KINDS);
    plan.add(kind);
    plan.expand();
    const out = renderCloudFormation(plan, AWS_CLOUDFORMATION_WRITERS);
    expect(await checkCloudFormation(out.files[0].content)).toEqual([]);
    expect(out.produced.get(plan.components[0])?.length ?? 0).toBeGreaterThan(0);
  });

  it('keeps passwords out of the template', () => {
    const r = generateInfrastructure({
      prompt: 'A PostgreSQL 16 database and a DocumentDB cluster',
      platform: 'aws',
      format: 'cloudformation',
    });
    const t = r.files[0].content;
    expect(t).toMatch(/ManageMasterUserPassword: true/);
    expect(t).toMatch(/resolve:secretsmanager/);
    // A password key may only hold a nested dynamic reference, never a value on its own line.
    expect(t).not.toMatch(/^\s+(?:MasterUser)?Password: \S/m);
  });

  it('reports kinds it cannot write instead of dropping them', () => {
    const r = generateInfrastructure({
      prompt: 'A Lex bot and an S3 bucket',
      platform: 'aws',
      format: 'cloudformation',
    });
    expect(r.declined).toBe(false);
    expect(r.notCovered.join(' ')).toMatch(/CloudFormation/);
  });
});
