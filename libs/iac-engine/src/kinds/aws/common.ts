/**
 * Pieces shared by AWS kinds: the implicit network, IAM roles claimed or created for a service,
 * security groups scoped to their consumers, and policy documents as `jsonencode` calls.
 */
import { type Component } from '../../model/types';
import { type HclValue, call, expr } from '../../model/hcl';
import { type Planner } from '../../plan/planner';
import { type TfContext } from '../../render/terraform/context';
import { type AwsKind } from './types';

export const AWS_REGION_DEFAULT = 'us-east-1';

export function jsonPolicy(statements: Record<string, HclValue>[]): HclValue {
  return call('jsonencode', { Version: '2012-10-17', Statement: statements });
}

export function assumeRole(services: string[]): HclValue {
  return jsonPolicy([{ Effect: 'Allow', Action: 'sts:AssumeRole', Principal: { Service: services.length === 1 ? services[0] : services } }]);
}

/** The VPC and `count` subnets of a tier, shared by everything that needs a network. */
export function network(c: Component, plan: Planner, opts: { tier?: 'public' | 'private'; count?: number } = {}): void {
  const vpc = plan.ensure('aws.vpc', 'a network for the resources that need one', { label: 'main' });
  const tier = opts.tier ?? (c.attrs.flags.has('public') ? 'public' : 'private');
  const want = opts.count ?? 2;
  const existing = plan.all('aws.subnet');
  let subnets = existing.filter((s) => subnetTier(s) === tier);
  // An explicit subnet list of another tier still serves when no tier was asked for.
  if (!subnets.length && !opts.tier && existing.length >= want) subnets = existing;
  for (let i = subnets.length; i < want; i++) {
    subnets.push(plan.add('aws.subnet', { implicit: `${tier} subnets in separate availability zones`, label: `${tier}_${i + 1}`, attrs: { flags: new Set([tier]) } }));
  }
  c.ref.vpc = vpc;
  c.ref.subnets = subnets.slice(0, Math.max(want, 1));
}

export function subnetTier(s: Component): 'public' | 'private' {
  return s.attrs.flags.has('public') && !s.attrs.flags.has('private') ? 'public' : s.config.tier === 'public' ? 'public' : 'private';
}

/**
 * A role for `service`: an explicit, unclaimed role from the prompt when there is one (so a name
 * like "eb_ec2_role" is honoured), otherwise a new implicit role.
 */
export function roleFor(c: Component, plan: Planner, service: string, opts: { policies?: string[]; statements?: Record<string, HclValue>[]; why?: string } = {}): Component {
  const free = plan.all('aws.iam_role').find((r) => !r.implicit && !r.config.service);
  const role = free ?? plan.add('aws.iam_role', { implicit: opts.why ?? `lets ${c.kind.split('.')[1].replace(/_/g, ' ')} act with least privilege`, label: `${c.id}_${service.split('.')[0].replace(/-/g, '_')}` });
  role.config.service = service;
  role.config.policies = [...((role.config.policies as string[] | undefined) ?? []), ...(opts.policies ?? [])];
  role.config.statements = [...((role.config.statements as Record<string, HclValue>[] | undefined) ?? []), ...(opts.statements ?? [])];
  c.ref.role = role;
  return role;
}

/** A security group admitting `ports` from inside the VPC (or from anywhere when the component is public). */
export function securityGroupFor(c: Component, plan: Planner, ports: number[], purpose: string, from: 'vpc' | 'anywhere' = 'vpc'): Component {
  const free = plan.all('aws.security_group').find((s) => !s.implicit && !s.config.purpose);
  const sg = free ?? plan.add('aws.security_group', { implicit: `admits only ${purpose} traffic`, label: c.id });
  sg.config.purpose = purpose;
  sg.config.ports = [...new Set([...((sg.config.ports as number[] | undefined) ?? []), ...ports])];
  sg.config.from = c.attrs.flags.has('public') ? 'anywhere' : from;
  c.ref.securityGroup = sg;
  if (!sg.ref.vpc) network(sg, plan, { count: 0 });
  return sg;
}

/** A customer-managed KMS key shared by the resources that encrypt at rest. */
export function kmsFor(c: Component, plan: Planner): Component {
  const key = plan.ensure('aws.kms_key', 'a customer-managed key with rotation for encryption at rest', { label: 'main' });
  c.ref.kms = key;
  return key;
}

export function subnetIds(x: TfContext, c: Component): HclValue {
  const subnets = (c.ref.subnets as Component[] | undefined) ?? [];
  return subnets.map((s) => x.ref(s));
}

export function nameOf(c: Component, fallback?: string): string {
  return c.name ?? fallback ?? c.id.replace(/_/g, '-');
}

/** A lower-case, hyphenated name for services that only accept those (S3, RDS identifiers). */
export function dnsName(c: Component, maxLength = 63): string {
  const n = nameOf(c).toLowerCase().replace(/[^a-z0-9-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, maxLength);
  return /^[a-z]/.test(n) ? n : `r-${n}`.slice(0, maxLength);
}

export const region = (x: TfContext): HclValue => (x.data('aws_region', 'current', {}), expr('data.aws_region.current.name'));
export const accountId = (x: TfContext): HclValue => (x.data('aws_caller_identity', 'current', {}), expr('data.aws_caller_identity.current.account_id'));

export function enginePort(engine: string | undefined): number {
  if (!engine) return 5432;
  if (engine.includes('mysql') || engine.includes('mariadb')) return 3306;
  if (engine.includes('sqlserver')) return 1433;
  if (engine.includes('oracle')) return 1521;
  if (engine === 'redis') return 6379;
  if (engine === 'memcached') return 11211;
  return 5432;
}

/**
 * Kinds that only configure one resource of another kind: each ensures that parent (kind and
 * label) and writes one resource whose attributes come from the parent's Terraform address.
 */
export function configuringKinds(
  /** `ref`: the name under which each component keeps its parent (the CloudFormation writers read it). */
  parent: { kind: string; label: string; ref: string; why: string },
  kinds: readonly (readonly [kind: string, tfType: string, title: string, body: (parentAddress: string) => Record<string, HclValue>])[],
): AwsKind[] {
  return kinds.map(([kind, tfType, title, body]) => ({
    kind,
    label: 'main',
    title,
    tfType,
    needs: (c, plan) => {
      c.ref[parent.ref] = plan.ensure(parent.kind, parent.why, { label: parent.label });
    },
    tf: (c, x) => void x.primary(c, body(x.addr(c.ref[parent.ref] as Component))),
  }));
}
