import { block, expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'aws_sfn_state_machine',
  write: (c, x) => {
    const fn = x.plan.first('aws.lambda_function');
    const definition = fn
      ? expr(
          `jsonencode({ StartAt = "Run", States = { Run = { Type = "Task", Resource = ${x.addr(fn)}.arn, End = true } } })`,
        )
      : expr('jsonencode({ StartAt = "Done", States = { Done = { Type = "Succeed" } } })');
    x.primary(c, {
      name: givenName(c),
      type: decide(c).type,
      role_arn: x.ref(c.ref.role as Component, 'arn'),
      definition,
      logging_configuration: block({
        log_destination: expr(`"\${${x.addr(c.ref.logGroup as Component)}.arn}:*"`),
        include_execution_data: false,
        level: 'ERROR',
      }),
      tracing_configuration: block({ enabled: true }),
    });
  },
};
