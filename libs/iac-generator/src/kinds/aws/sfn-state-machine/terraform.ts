import { block, expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { decide, definitionOf } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'aws_sfn_state_machine',
  write: (c, x) => {
    // Written as HCL so each step names its function's ARN as a reference.
    const { StartAt, States } = definitionOf(c, (fn) => `${x.addr(fn)}.arn`);
    const states = Object.entries(States)
      .map(([name, st]) => {
        const body = [
          `Type = "${st.Type}"`,
          st.Resource ? `Resource = ${String(st.Resource)}` : '',
          st.Seconds ? `Seconds = ${st.Seconds}` : '',
          st.Next ? `Next = "${st.Next}"` : '',
          st.End ? 'End = true' : '',
        ].filter(Boolean);
        return `${name} = { ${body.join(', ')} }`;
      })
      .join(', ');
    const definition = expr(`jsonencode({ StartAt = "${StartAt}", States = { ${states} } })`);
    x.primary(c, {
      name: givenName(c),
      type: decide(c).type,
      role_arn: x.ref(c.ref.role as Component, 'arn'),
      definition,
      logging_configuration: block({
        log_destination: expr(`"\${${x.addr(c.ref.logGroup as Component)}.arn}:*"`),
        include_execution_data: false,
        level: decide(c).level,
      }),
      tracing_configuration: block({ enabled: true }),
    });
  },
};
