import { type Needs } from '../../../plan/needs';
import { egressFor, network, securityGroupFor } from '../common';
import { lbType } from '../edge';
import { reachesDatabase } from '../grants';

export const needs: Needs = (c, plan) => {
  c.ref.cluster = plan.ensure('aws.ecs_cluster', 'runs the service', { label: 'main' });
  c.ref.task = plan.ensure('aws.ecs_task_definition', 'describes the container', { label: c.id });
  plan.handOver(c, c.ref.task, 'CPU', 'memory', 'runtime', 'image');
  c.ref.task.attrs.cpu ??= c.attrs.cpu;
  c.ref.task.attrs.memoryMb ??= c.attrs.memoryMb;
  c.ref.task.attrs.image ??= c.attrs.image;
  // A port said of the target group it registers with ("IP targets on port 8080") or of the traffic a
  // given group sends it ("only the ALB's sg-0abc… may reach the tasks on 8080") is the service's port:
  // the container, the target group and the tasks' security group must all agree on it.
  if (!c.attrs.ports.length) {
    const said = [...plan.all('aws.lb_target_group'), ...plan.all('aws.security_group').filter((s) => !s.implicit)]
      .map((o) => o.attrs.ports[0])
      .find((p) => p !== undefined);
    if (said !== undefined) c.attrs.ports = [said];
  }
  // The port said of the service is the container's: the load balancer's target group and the
  // service's mapping send to it, so the task must expose that port (else ECS refuses the service).
  if (c.attrs.ports.length && !c.ref.task.attrs.ports.length) c.ref.task.attrs.ports = [...c.attrs.ports];
  network(c, plan, { tier: 'private' });
  c.ref.egress = egressFor(plan, 'tasks in private subnets pull their image through it');
  const sg = securityGroupFor(c, plan, [c.attrs.ports[0] ?? 80], 'container');
  // Registered behind the request's load balancer (decide.ts): the tasks take traffic from its
  // security group, and that group may send it to them (security-group writers read `behind`).
  const lb = plan.first('aws.lb');
  // (The balancer plans its target group itself, possibly after this.)
  if (lb && lbType(lb) !== 'gateway') sg.ref.behind = lb;
  // The database asked with it: the tasks' group may send to its port.
  c.ref.database = reachesDatabase(c, plan);
};
