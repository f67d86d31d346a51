import { type Node } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

export const rule = codeRule(spec, {
  terraform: (ctx) => {
    const check = (r: Parameters<typeof ctx.report>[0], rule: Node) => {
      if (!rule.get('description')) ctx.report(r, rule === r.body ? undefined : rule);
    };
    for (const r of ctx.resources('aws_security_group'))
      for (const key of ['ingress', 'egress']) for (const rule of r.body.list(key)) check(r, rule);
    for (const r of ctx.resources(
      'aws_security_group_rule',
      'aws_vpc_security_group_ingress_rule',
      'aws_vpc_security_group_egress_rule',
    ))
      check(r, r.body);
  },
  cloudformation: (ctx) => {
    for (const r of ctx.resources('AWS::EC2::SecurityGroup'))
      for (const key of ['SecurityGroupIngress', 'SecurityGroupEgress'])
        for (const rule of r.body.list(key)) if (!rule.get('Description')) ctx.report(r, rule);
    for (const r of ctx.resources('AWS::EC2::SecurityGroupIngress', 'AWS::EC2::SecurityGroupEgress'))
      if (!r.body.get('Description')) ctx.report(r);
  },
});
