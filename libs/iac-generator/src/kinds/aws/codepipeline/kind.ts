import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.codepipeline',
  label: 'delivery',
  title: 'CodePipeline pipeline',
  needs: (c, plan) => {
    c.ref.build = plan.ensure('aws.codebuild_project', 'the build stage', { label: 'build' });
    c.ref.bucket = plan.ensure('aws.s3_bucket', 'pipeline artifacts', { label: 'build_artifacts' });
    c.ref.role = plan.add('aws.iam_role', {
      implicit: 'the pipeline role',
      label: `${c.id}_pipeline`,
      config: {
        service: 'codepipeline.amazonaws.com',
        statements: [
          {
            Effect: 'Allow',
            Action: [
              's3:GetObject',
              's3:PutObject',
              'codebuild:StartBuild',
              'codebuild:BatchGetBuilds',
              'codestar-connections:UseConnection',
            ],
            Resource: '*',
          },
        ],
      },
    });
  },
};
