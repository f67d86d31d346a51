import { block, expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'aws_ssm_maintenance_window',
  write: (c, x) => {
    const d = decide(c, x.plan);
    x.primary(c, {
      name: givenName(c),
      schedule: d.schedule,
      schedule_timezone: d.timeZone,
      duration: d.duration,
      cutoff: d.cutoff,
      allow_unassociated_targets: false,
    });
    const targets =
      d.targets ??
      ({
        key: 'InstanceIds',
        values: x.variable(`${c.id}_instance_ids`, {
          type: 'list(string)',
          description: `Instances maintenance window ${givenName(c)} runs on`,
        }),
      } as const);
    const target = x.resource('aws_ssm_maintenance_window_target', c.id, {
      window_id: x.ref(c),
      name: `${givenName(c)}-targets`,
      description: d.targets?.description,
      resource_type: 'INSTANCE',
      targets: block({ key: targets.key, values: targets.values }),
    });
    x.resource('aws_ssm_maintenance_window_task', c.id, {
      window_id: x.ref(c),
      name: `${givenName(c)}-task`,
      task_type: 'RUN_COMMAND',
      task_arn: d.document,
      priority: 1,
      max_concurrency: d.maxConcurrency,
      max_errors: d.maxErrors,
      targets: block({ key: 'WindowTargetIds', values: [expr(`${target}.id`)] }),
      task_invocation_parameters: block({
        run_command_parameters: block({
          parameter: Object.entries(d.parameters).map(([name, values]) => block({ name, values })),
        }),
      }),
    });
  },
};
