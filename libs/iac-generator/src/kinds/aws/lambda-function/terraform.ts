import { type HclValue, block, expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { lambdaCode } from '../common';
import { eventSourceOf } from '../serverless';
import { statedEnvironment } from '../settings';

export const terraform: TerraformWriter = {
  resourceType: 'aws_lambda_function',
  write: (c, x) => {
    const h = lambdaCode(c);
    const dir = `functions/${c.id}`;
    let filename: HclValue;
    let hash: HclValue | undefined;
    if (h.file && h.code) {
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
    const source = eventSourceOf(x.plan);
    x.primary(c, {
      function_name: givenName(c),
      role: x.ref(c.ref.role as Component, 'arn'),
      runtime: h.runtime,
      handler: h.handler,
      filename,
      source_code_hash: hash,
      timeout: c.attrs.timeoutSeconds ?? 30,
      memory_size: c.attrs.memoryMb ?? 256,
      tracing_config: block({ mode: 'Active' }),
      environment:
        x.plan.first('aws.dynamodb_table') || statedEnvironment(c)
          ? block({
              variables: {
                ...(x.plan.first('aws.dynamodb_table')
                  ? { TABLE_NAME: x.ref(x.plan.first('aws.dynamodb_table'), 'name') }
                  : {}),
                ...statedEnvironment(c),
              },
            })
          : undefined,
      depends_on: [expr(x.addr(c.ref.logGroup as Component))],
    });
    if (source && c === x.plan.first('aws.lambda_function')) {
      const stream = source.kind === 'aws.kinesis_stream';
      x.resource(
        'aws_lambda_event_source_mapping',
        c.id,
        {
          event_source_arn: x.ref(source, 'arn'),
          function_name: x.ref(c, 'arn'),
          batch_size: stream ? 100 : 10,
          starting_position: stream ? 'LATEST' : undefined,
        },
        stream ? 'The function reads the stream.' : 'The function is triggered by the queue.',
      );
    }
    x.output(`${c.id}_function_name`, x.ref(c, 'function_name'), `Name of function ${givenName(c)}`);
  },
};
