import { block, expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { dnsName } from '../common';

export const terraform: TerraformWriter = {
  resourceType: 'aws_codepipeline',
  write: (c, x) => {
    const conn = x.resource('aws_codestarconnections_connection', c.id, {
      name: dnsName(c, 32),
      provider_type: 'GitHub',
    });
    x.primary(c, {
      name: givenName(c),
      role_arn: x.ref(c.ref.role as Component, 'arn'),
      artifact_store: block({ location: x.ref(c.ref.bucket as Component), type: 'S3' }),
      stage: [
        block({
          name: 'Source',
          action: block({
            name: 'Source',
            category: 'Source',
            owner: 'AWS',
            provider: 'CodeStarSourceConnection',
            version: '1',
            output_artifacts: ['source'],
            configuration: {
              ConnectionArn: expr(`${conn}.arn`),
              FullRepositoryId: 'example/repo',
              BranchName: 'main',
            },
          }),
        }),
        block({
          name: 'Build',
          action: block({
            name: 'Build',
            category: 'Build',
            owner: 'AWS',
            provider: 'CodeBuild',
            version: '1',
            input_artifacts: ['source'],
            configuration: { ProjectName: x.ref(c.ref.build as Component, 'name') },
          }),
        }),
      ],
    });
  },
};
