import { block, expr } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { dnsName } from '../common';

export const terraform: TerraformWriter = {
  resourceType: 'aws_batch_job_definition',
  write: (c, x) =>
    void x.primary(c, {
      name: dnsName(c),
      type: 'container',
      platform_capabilities: ['FARGATE'],
      // The attempts asked ("3 retry attempts"), within the 1 to 10 Batch takes.
      retry_strategy:
        c.attrs.retries !== undefined && c.attrs.retries >= 1 && c.attrs.retries <= 10
          ? block({ attempts: c.attrs.retries })
          : undefined,
      container_properties: expr(
        'jsonencode({ image = "public.ecr.aws/docker/library/busybox:stable", command = ["echo", "hello"], resourceRequirements = [{ type = "VCPU", value = "0.25" }, { type = "MEMORY", value = "512" }] })',
      ),
    }),
};
