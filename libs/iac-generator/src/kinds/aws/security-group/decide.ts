import { type Component } from '../../../model/types';

const CIDR = /^\d{1,3}(?:\.\d{1,3}){3}\/\d{1,2}$/;

/** What the request's settings decide for a security group, once for every format. */
export function decide(c: Component, plan: { components: Component[] }) {
  // Behind a load balancer, the group admits its ports from the balancer's own group, not the whole VPC.
  const lb = c.ref.behind as Component | undefined;
  const lbGroup = lb?.ref.securityGroup as Component | undefined;
  const fromGroup = lbGroup && lbGroup !== c ? lbGroup : undefined;
  // A group of theirs, given by its id, admitted as the only source (common.ts securityGroupFor).
  const sourceGroup = fromGroup ? undefined : (c.ref.sourceGroup as Component | undefined);
  // Each port the request opens to one address range only ("5432 from 10.1.0.0/16") is a rule of its
  // own, and so is each port it lets in from anywhere ("lets 443 in from the internet"); a security
  // group only admits, so a rule keeping traffic out is not one of its rules.
  const rangeRules = [
    ...(c.attrs.ingressFrom ?? []),
    ...(c.attrs.trafficRules ?? [])
      .filter((r) => r.access === 'Allow' && (r.fromInternet || (r.source && CIDR.test(r.source))))
      .map((r) => ({ port: r.port, cidr: r.fromInternet ? '0.0.0.0/0' : String(r.source) })),
  ];
  const configured = (c.config.ports as number[] | undefined) ?? (c.attrs.ports.length ? c.attrs.ports : [443]);
  return {
    rangeRules,
    // With rules of its own stated and no port said besides, the group admits what was stated, not the
    // port a service of the request would listen on by default.
    ports: rangeRules.length && !c.attrs.ports.length && !fromGroup ? [] : configured,
    fromGroup,
    sourceGroup,
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

/** What the group admits, in words: the stated ports when only stated rules are written, else its purpose. */
export function purposeOf(c: Component, d: ReturnType<typeof decide>, fallback = 'application'): string {
  if (!d.ports.length && d.rangeRules.length)
    return `port ${[...new Set(d.rangeRules.map((r) => r.port))].join(', ')} (as asked)`;
  return String(c.config.purpose ?? fallback);
}
