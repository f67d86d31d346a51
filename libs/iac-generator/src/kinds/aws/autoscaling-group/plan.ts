import { type Needs } from '../../../plan/needs';
import { network } from '../common';
import { privateEgress, tracksCpu } from '../compute';
import { lbType } from '../edge';

export const needs: Needs = (c, plan) => {
  network(c, plan);
  privateEgress(c, plan);
  const t =
    plan.first('aws.launch_configuration') ??
    plan.ensure('aws.launch_template', 'describes the instances the group starts', { label: c.id });
  c.ref.template = t;
  // What the request said about the group's instances is the template's to write.
  t.attrs.size ??= c.attrs.size;
  t.attrs.cpu ??= c.attrs.cpu;
  t.attrs.memoryMb ??= c.attrs.memoryMb;
  t.attrs.os ??= c.attrs.os;
  t.attrs.osVersion ??= c.attrs.osVersion;
  t.attrs.storageGb ??= c.attrs.storageGb;
  t.attrs.ingressFrom ??= c.attrs.ingressFrom;
  // Behind a network load balancer the instances serve the port it passes through unchanged.
  const lb = plan.first('aws.lb');
  if (lb && lbType(lb) === 'network' && lb.attrs.ports.length && !t.attrs.ports.length)
    t.attrs.ports.push(lb.attrs.ports[0]);
  if (c.attrs.flags.has('spot')) t.attrs.flags.add('spot');
  plan.handOver(
    c,
    t,
    'instance type',
    'CPU',
    'memory',
    'operating system',
    'storage',
    'spot capacity',
    'allowed source',
  );
  // A stated CPU target is a target-tracking policy, which manages its own alarms.
  if (tracksCpu(c)) return;
  const alarm =
    plan.all('aws.cloudwatch_metric_alarm').find((a) => !a.ref.target) ??
    plan.add('aws.cloudwatch_metric_alarm', {
      implicit: 'scales out when CPU stays high',
      label: `${c.id}_cpu_high`,
    });
  alarm.ref.target = c;
};
