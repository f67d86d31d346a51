import { block, expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { subnetIds } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'aws_codebuild_project',
  write: (c, x) => {
    const b = c.ref.bucket as Component;
    const vpc = c.ref.vpc as Component | undefined;
    x.primary(c, {
      name: givenName(c),
      description: `Build project ${givenName(c)}`,
      service_role: x.ref(c.ref.role as Component, 'arn'),
      build_timeout: 30,
      artifacts: block({ type: 'S3', location: x.ref(b), packaging: 'ZIP', encryption_disabled: false }),
      cache: block({ type: 'S3', location: expr(`"\${${x.addr(b)}.bucket}/cache"`) }),
      environment: block({
        compute_type: 'BUILD_GENERAL1_SMALL',
        image: 'aws/codebuild/amazonlinux2-x86_64-standard:5.0',
        type: 'LINUX_CONTAINER',
        privileged_mode: false,
        environment_variable: block({ name: 'RESULTS_BUCKET', value: x.ref(b) }),
      }),
      source: block({
        type: 'GITHUB',
        location: x.variable('source_repository_url', {
          type: 'string',
          description: 'HTTPS URL of the GitHub repository to build',
          default: 'https://github.com/example/repo.git',
        }),
        git_clone_depth: 1,
      }),
      logs_config: block({ cloudwatch_logs: block({ status: 'ENABLED' }) }),
      vpc_config: vpc
        ? block({
            vpc_id: x.ref(vpc),
            subnets: subnetIds(x, c),
            security_group_ids: [x.ref(c.ref.securityGroup as Component)],
          })
        : undefined,
    });
  },
};
