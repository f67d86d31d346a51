import { type Resource, type RuleContext } from '../../model';
import { type Node, UNKNOWN } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

/** ECS leaves TLS off for an EFS volume unless asked (`DISABLED` is the default). */
function judge(ctx: RuleContext, r: Resource, efs: Node | undefined, key: string): void {
  if (!efs) return;
  const setting = efs.get(key);
  const v = setting?.value();
  if (!setting || v === undefined || v === null) ctx.report(r, efs);
  else if (v !== UNKNOWN && String(v).toUpperCase() === 'DISABLED') ctx.report(r, setting);
}

export const rule = codeRule(spec, {
  terraform: (ctx) => {
    for (const r of ctx.resources('aws_ecs_task_definition'))
      for (const volume of r.body.list('volume'))
        judge(ctx, r, volume.get('efs_volume_configuration'), 'transit_encryption');
  },
  cloudformation: (ctx) => {
    for (const r of ctx.resources('AWS::ECS::TaskDefinition'))
      for (const volume of r.body.list('Volumes'))
        judge(ctx, r, volume.get('EFSVolumeConfiguration'), 'TransitEncryption');
  },
});
