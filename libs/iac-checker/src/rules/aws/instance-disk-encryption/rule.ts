import { type Resource, type RuleContext } from '../../model';
import { isFalse } from '../../helpers/settings';
import { type Node } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

function check(ctx: RuleContext): void {
  /** A volume's settings: reported when encryption is off, or left out on a volume not made from a snapshot. */
  const volume = (r: Resource, v: Node, key: string, snapshot: string) => {
    const encrypted = v.get(key);
    if (!encrypted) {
      if (!v.get(snapshot)) ctx.report(r, v);
    } else if (isFalse(encrypted.value())) ctx.report(r, encrypted);
  };
  if (ctx.engine === 'terraform') {
    // A launch configuration describes its instances' volumes the same way.
    for (const r of ctx.resources('aws_instance', 'aws_launch_configuration')) {
      const root = r.body.get('root_block_device');
      if (root) volume(r, root, 'encrypted', 'snapshot_id');
      else ctx.report(r);
      for (const d of r.body.list('ebs_block_device')) volume(r, d, 'encrypted', 'snapshot_id');
    }
    for (const r of ctx.resources('aws_launch_template'))
      for (const m of r.body.list('block_device_mappings')) {
        const ebs = m.get('ebs');
        if (ebs) volume(r, ebs, 'encrypted', 'snapshot_id');
      }
  } else {
    const mappings = (r: Resource, parent: Node | undefined) => {
      for (const m of parent?.list('BlockDeviceMappings') ?? []) {
        const ebs = m.get('Ebs');
        if (ebs) volume(r, ebs, 'Encrypted', 'SnapshotId');
      }
    };
    for (const r of ctx.resources('AWS::EC2::Instance')) mappings(r, r.body);
    for (const r of ctx.resources('AWS::EC2::LaunchTemplate')) mappings(r, r.body.get('LaunchTemplateData'));
  }
}

export const rule = codeRule(spec, { terraform: check, cloudformation: check });
