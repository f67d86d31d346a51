import { type HclValue, block, expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'aws_lambda_function',
  write: (c, x) => {
    const d = decide(c, x.plan);
    const h = d.code;
    const dir = `functions/${c.id}`;
    let filename: HclValue | undefined;
    let hash: HclValue | undefined;
    // The package the request gave is deployed from its bucket: nothing is built here.
    if (h.s3) filename = undefined;
    else if (h.file && h.code) {
      x.extraFiles.push({ path: `${dir}/${h.file}`, content: h.code });
      x.providers.add('archive');
      const zip = x.data('archive_file', c.id, {
        type: 'zip',
        source_dir: expr(`"\${path.module}/${dir}"`),
        output_path: expr(`"\${path.module}/build/${c.id}.zip"`),
      });
      filename = expr(`${zip}.output_path`);
      hash = expr(`${zip}.output_base64sha256`);
    } else
      filename = x.variable(`${c.id}_package`, {
        type: 'string',
        description: `Path to the built deployment package (zip) of function ${givenName(c)} (${h.runtime})`,
      });
    x.primary(c, {
      function_name: givenName(c),
      role: x.ref(c.ref.role as Component, 'arn'),
      runtime: h.runtime,
      handler: h.handler,
      filename,
      s3_bucket: h.s3?.bucket,
      s3_key: h.s3?.key,
      source_code_hash: hash,
      timeout: d.timeoutSeconds,
      memory_size: d.memoryMb,
      reserved_concurrent_executions: d.reservedConcurrency,
      tracing_config: block({ mode: 'Active' }),
      // In the VPC to reach the database the request paired it with, or the network asked with it (serverless.ts).
      vpc_config: c.ref.securityGroup
        ? block({
            subnet_ids: ((c.ref.subnets as Component[] | undefined) ?? []).map((s) => x.ref(s)),
            security_group_ids: [x.ref(c.ref.securityGroup as Component)],
          })
        : undefined,
      environment:
        d.table || d.environment
          ? block({ variables: { ...(d.table ? { TABLE_NAME: x.ref(d.table, 'name') } : {}), ...d.environment } })
          : undefined,
      depends_on: [expr(x.addr(c.ref.logGroup as Component))],
    });
    x.output(`${c.id}_function_name`, x.ref(c, 'function_name'), `Name of function ${givenName(c)}`);
  },
};
