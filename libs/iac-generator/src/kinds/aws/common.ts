/**
 * Pieces shared by AWS kinds and every AWS target's writers: the implicit network, IAM roles
 * claimed or created for a service, security groups scoped to their consumers, KMS keys, engine
 * ports and names.
 */
import { type Component } from '../../model/types';
import { givenName } from '../../model/names';
import { type HclValue } from '../../model/hcl';
import { type Planner } from '../../plan/planner';
import { type Language, lambdaRuntime, runtimeOf } from '../../model/runtimes';

/** The VPC and `count` subnets of a tier, shared by everything that needs a network. */
export function network(c: Component, plan: Planner, opts: { tier?: 'public' | 'private'; count?: number } = {}): void {
  // Subnets the user has ("in subnet-0a1b2c3d and subnet-4e5f6a7b") are where it goes, whatever their tier;
  // their VPC is the one stated, else the one the first of them is in (looked up, never created).
  const given = plan.all('aws.subnet').filter((s) => s.attrs.flags.has('existing'));
  if (given.length) {
    c.ref.vpc =
      plan.first('aws.vpc') ??
      plan.add('aws.vpc', {
        implicit: 'the network of the existing subnets, looked up',
        label: 'main',
        attrs: { flags: new Set(['existing']) },
        config: { existingFrom: { component: given[0], attr: 'vpc_id' } },
      });
    c.ref.subnets = given;
    return;
  }
  const vpc = plan.ensure('aws.vpc', 'a network for the resources that need one', { label: 'main' });
  const tier = opts.tier ?? (c.attrs.flags.has('public') ? 'public' : 'private');
  const want = opts.count ?? 2;
  const existing = plan.all('aws.subnet');
  let subnets = existing.filter((s) => subnetTier(s) === tier);
  // An explicit subnet list of another tier still serves when no tier was asked for.
  if (!subnets.length && !opts.tier && existing.length >= want) subnets = existing;
  for (let i = subnets.length; i < want; i++) {
    subnets.push(
      plan.add('aws.subnet', {
        implicit: `${tier} subnets in separate availability zones`,
        label: `${tier}_${i + 1}`,
        attrs: { flags: new Set([tier]) },
      }),
    );
  }
  c.ref.vpc = vpc;
  c.ref.subnets = subnets.slice(0, Math.max(want, 1));
}

/**
 * Outbound internet for a workload in private subnets that must reach out (node groups and Fargate
 * tasks pull images, builds fetch sources): a NAT gateway in a public subnet, which brings the
 * internet gateway and both route tables with it. When the request ruled NAT out, none is added
 * against its words: the answer says that the private subnets have no way out instead.
 */
export function egressFor(plan: Planner, why: string): Component | undefined {
  // In subnets the user already has, the user's network routes its own way out: a NAT gateway
  // here would have no public subnet of this configuration to sit in.
  if (plan.all('aws.subnet').some((s) => s.attrs.flags.has('existing'))) return undefined;
  if (plan.ruledOut.has('aws.nat_gateway')) {
    const line = `'NAT gateway' (none written, as the request ruled it out: the private subnets have no internet egress, so what needed it (${why.replace(/ through it$/, '')}) works only through VPC endpoints you add for the AWS services it calls)`;
    if (!plan.unmet.includes(line)) plan.unmet.push(line);
    return undefined;
  }
  return plan.ensure('aws.nat_gateway', why, { label: 'main' });
}

/** The address range of a VPC: the first range the prompt gave, or 10.0.0.0/16. */
export function vpcCidr(c: Component): string {
  return c.attrs.cidrs[0] ?? '10.0.0.0/16';
}

export function subnetTier(s: Component): 'public' | 'private' {
  return s.attrs.flags.has('public') && !s.attrs.flags.has('private')
    ? 'public'
    : s.config.tier === 'public'
      ? 'public'
      : 'private';
}

/**
 * A role for `service`: an explicit, unclaimed role from the prompt when there is one (so a name
 * like "eb_ec2_role" is honoured), otherwise a new implicit role.
 */
export function roleFor(
  c: Component,
  plan: Planner,
  service: string,
  opts: { policies?: string[]; statements?: Record<string, HclValue>[]; why?: string } = {},
): Component {
  // A role said to be for pods (IRSA) is theirs, never a service's.
  // A role said to be for another service ("a role for the Glue crawler") is that service's only.
  const free = plan
    .all('aws.iam_role')
    .find(
      (r) =>
        !r.implicit &&
        !r.config.service &&
        !r.attrs.podRole &&
        (!r.config.saidService || r.config.saidService === service),
    );
  const role =
    free ??
    plan.add('aws.iam_role', {
      implicit: opts.why ?? `lets ${c.kind.split('.')[1].replace(/_/g, ' ')} act with least privilege`,
      label: `${c.id}_${service.split('.')[0].replace(/-/g, '_')}`,
    });
  role.config.service = service;
  role.config.policies = [...((role.config.policies as string[] | undefined) ?? []), ...(opts.policies ?? [])];
  role.config.statements = [
    ...((role.config.statements as Record<string, HclValue>[] | undefined) ?? []),
    ...(opts.statements ?? []),
  ];
  c.ref.role = role;
  return role;
}

/** A security group admitting `ports` from inside the VPC (or from anywhere when the component is public). */
export function securityGroupFor(
  c: Component,
  plan: Planner,
  ports: number[],
  purpose: string,
  from: 'vpc' | 'anywhere' = 'vpc',
): Component {
  // "reachable only from the app servers' security group sg-0abc…", "only the ALB (security group
  // sg-0abc…) may reach the tasks", "only the app servers in sg-0abc… may connect": a group of theirs,
  // given by its id, is the one source the new group admits its ports from (never the whole VPC), not
  // a group to join.
  const given = plan.all('aws.security_group').filter((s) => !s.implicit && /^sg-[0-9a-f]{4,17}$/.test(s.name ?? ''));
  const source = plan.phrases.some((p) => FROM_GROUP.test(p))
    ? given[0]
    : given.find((s) => s.phrase !== undefined && REACHES.test(plan.phrases[s.phrase] ?? ''));
  const free = plan.all('aws.security_group').find((s) => !s.implicit && !s.config.purpose && s !== source);
  const sg = free ?? plan.add('aws.security_group', { implicit: `admits only ${purpose} traffic`, label: c.id });
  sg.config.purpose = purpose;
  sg.config.ports = [...new Set([...((sg.config.ports as number[] | undefined) ?? []), ...ports])];
  sg.config.from = c.attrs.flags.has('public') ? 'anywhere' : from;
  c.ref.securityGroup = sg;
  if (!sg.ref.vpc) network(sg, plan, { count: 0 });
  if (source && source !== sg) sg.ref.sourceGroup = source;
  return sg;
}

const FROM_GROUP = /\bfrom\s+(?:the\s+|our\s+|its\s+|their\s+)?(?:[\w'-]+\s+){0,3}?security\s+groups?\b/i;
// A phrase saying what a group's members may do to the new thing ("should be able to reach the tasks",
// "may connect on 5432", "can talk to it"), never what the new thing joins ("put it in sg-0abc…").
const REACHES =
  /\b(?:can|may|could|should|must|allowed\s+to|able\s+to|be\s+able\s+to)\s+(?:only\s+)?(?:reach|connect|access|talk|call|hit|send|open)\b|\bonly\b[^.;]*\b(?:reach|connect|access)(?:es|s|ed|ing)?\b/i;

/**
 * The customer-managed KMS key a resource encrypts with, only when the request asked for one: a key
 * it names or says exists (a kms key component), or encryption "with our own KMS key" / SSE-KMS
 * (the `kmsKey` flag). Otherwise none is added (decision 052): every service that encrypts at rest
 * does so with its AWS-managed key by default, which serves, so a key of its own is not required.
 */
export function kmsFor(c: Component, plan: Planner): Component | undefined {
  const asked = c.attrs.flags.has('kmsKey') && !c.attrs.flags.has('awsManagedKey');
  const key =
    plan.first('aws.kms_key') ??
    (asked
      ? plan.ensure('aws.kms_key', 'a customer-managed key with rotation, as the request asked for one', {
          label: 'main',
        })
      : undefined);
  c.ref.kms = key;
  return key;
}

export function enginePort(engine: string | undefined): number {
  if (!engine) return 5432;
  if (engine.includes('mysql') || engine.includes('mariadb')) return 3306;
  if (engine.includes('sqlserver')) return 1433;
  if (engine.includes('oracle')) return 1521;
  if (engine === 'redis' || engine === 'valkey') return 6379;
  if (engine === 'memcached') return 11211;
  return 5432;
}

/** A lower-case, hyphenated name for services that only accept those (S3, RDS identifiers). */
export function dnsName(c: Component, maxLength = 63): string {
  const n = givenName(c)
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength);
  return /^[a-z]/.test(n) ? n : `r-${n}`.slice(0, maxLength);
}

/**
 * Security rules of checked output (libs/iac-checker/src/rules) that flag a port open to the
 * internet: remote administration and databases. When the request itself asked for such a port
 * to be reachable from anywhere, the writers name the rule in a waiver with that reason, so the
 * finding is listed as accepted (and visible) instead of as a mistake to repair.
 */
const OPEN_PORT_RULES: Record<number, string> = {
  22: 'IG-AWS-001',
  3389: 'IG-AWS-001',
  1433: 'IG-AWS-002',
  1521: 'IG-AWS-002',
  3306: 'IG-AWS-002',
  5432: 'IG-AWS-002',
  6379: 'IG-AWS-002',
  27017: 'IG-AWS-002',
};

/** The waiver for a port the request asked to open to the internet, or undefined when no rule flags it. */
export function requestedOpenPort(port: number): { id: string; reason: string } | undefined {
  const id = OPEN_PORT_RULES[port];
  return id ? { id, reason: `the request asked for port ${port} to be reachable from the internet` } : undefined;
}

/** The waiver of a database made publicly accessible because the request asked for it. */
export const REQUESTED_PUBLIC_DATABASE = {
  id: 'IG-AWS-016',
  reason: 'the request asked for a publicly accessible database',
};

/**
 * A function's runtime (as the request stated it), its handler and its code. A package the request
 * gave in S3 ("s3://builds/api/v3.zip") is what the function runs, with the handler given (or the
 * language's usual one); else an interpreted language gets an inline starter, in the file and
 * function a given handler names ("main.run": main.py, def run), and a compiled one's package is a
 * variable the user supplies.
 */
export function lambdaCode(c: Component): {
  runtime: string;
  handler: string;
  file?: string;
  code?: string;
  s3?: { bucket: string; key: string };
} {
  const runtime = lambdaRuntime(c.attrs);
  const { language } = runtimeOf(c.attrs);
  const given = c.attrs.handler;
  const pkg = c.attrs.codePackage?.store === 's3' ? c.attrs.codePackage : undefined;
  const starter = STARTERS[language];
  if (pkg)
    return {
      runtime,
      handler: given ?? (starter ? 'index.handler' : (COMPILED_HANDLERS[language] ?? 'bootstrap')),
      s3: { bucket: pkg.bucket, key: pkg.key },
    };
  if (starter) {
    const named = given && /^([\w-]+)\.(\w+)$/.exec(given);
    if (!named) return { runtime, handler: 'index.handler', ...starter };
    const [, module, fn] = named;
    return {
      runtime,
      handler: given,
      file: starter.file.replace(/^index/, module),
      code: starter.code.replace(/\bhandler\b/, fn),
    };
  }
  return { runtime, handler: given ?? COMPILED_HANDLERS[language] ?? 'bootstrap' };
}

/** The inline starter of each interpreted language: its file and a handler answering 200. */
const STARTERS: Partial<Record<Language, { file: string; code: string }>> = {
  node: {
    file: 'index.js',
    code: 'exports.handler = async () => ({ statusCode: 200, body: JSON.stringify({ ok: true }) });\n',
  },
  python: {
    file: 'index.py',
    code: 'import json\n\n\ndef handler(event, context):\n    return {"statusCode": 200, "body": json.dumps({"ok": True})}\n',
  },
  ruby: {
    file: 'index.rb',
    code: 'def handler(event:, context:)\n  { statusCode: 200, body: \'{"ok":true}\' }\nend\n',
  },
};

/** The handler of each compiled language; any other is a custom runtime's bootstrap. */
const COMPILED_HANDLERS: Partial<Record<Language, string>> = {
  java: 'example.Handler::handleRequest',
  dotnet: 'App::App.Function::Handler',
};

/** The route tables a gateway endpoint goes on: the private ones, else all there are. */
export function gatewayRouteTables(tables: Component[]): Component[] {
  const private_ = tables.filter((t) => t.config.tier !== 'public');
  return private_.length ? private_ : tables;
}
