import { type Component } from '../../../model/types';

/** What the request's settings decide for a security group, once for every format. */
export function decide(c: Component, plan: { components: Component[] }) {
  // Behind a load balancer, the group admits its ports from the balancer's own group, not the whole VPC.
  const lb = c.ref.behind as Component | undefined;
  const lbGroup = lb?.ref.securityGroup as Component | undefined;
  return {
    // Each port the request opens to one address range only ("5432 from 10.1.0.0/16") is a rule of its own.
    rangeRules: c.attrs.ingressFrom ?? [],
    fromGroup: lbGroup && lbGroup !== c ? lbGroup : undefined,
    toDatabases: databasesOf(c, plan),
  };
}

/**
 * The databases the workloads of this group connect to (their `database` ref), with the group and
 * ports they listen on: the group may send there, besides HTTPS out.
 */
function databasesOf(c: Component, plan: { components: Component[] }): { group: Component; port: number }[] {
  const out: { group: Component; port: number }[] = [];
  for (const o of plan.components) {
    const db = o.ref.database as Component | undefined;
    const group = db?.ref.securityGroup as Component | undefined;
    if (o.ref.securityGroup !== c || !group || group === c) continue;
    for (const port of (group.config.ports as number[] | undefined) ?? [])
      if (!out.some((d) => d.group === group && d.port === port)) out.push({ group, port });
  }
  return out;
}
