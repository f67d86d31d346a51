/**
 * Wiring between two parts of one request on AWS: when a workload with a role of its own (a
 * function, an instance) is asked for with a resource it works with (a bucket, a queue, a secret),
 * the role is allowed the actions that use that resource, scoped to its ARNs. Without the statement
 * both parts are written and every call is denied. The statement joins the role's other ones, so the
 * role's writer (every format) writes it as one least-privilege policy.
 */
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';
import { expr, type HclValue } from '../../model/hcl';
import { usedWhilePlanning } from '../../plan/track-reads';
import { existingLookup } from '../../model/existing';

/**
 * The ARNs of `components` (all of one kind), with `suffixes` for what lies inside them ("/*"
 * objects, "/index/*"). One the request says exists is named the same way: each format refers to it
 * through its identifier or lookup (Terraform render/terraform/existing.ts `referringToExisting`,
 * CloudFormation template.ts `referencingExisting`), so its policy names it, never every resource.
 * Only one the generator cannot look up leaves "*".
 */
export function arnsAmong(components: Component[], ...suffixes: string[]): HclValue {
  if (components.some((o) => o.attrs.flags.has('existing') && !existingLookup(o))) return '*';
  return components.flatMap((o) => {
    const address = `${o.kind.replace(/^aws\./, 'aws_')}.${o.id}`;
    return ['', ...suffixes].map((x) => expr(x ? `"\${${address}.arn}${x}"` : `${address}.arn`));
  });
}

/** A statement allowed on a role: actions on the ARNs of the asked-for resources of some kinds. */
interface Use {
  kinds: string[];
  /** What the workload does when the request says nothing of it (what it has always been given). */
  actions: string[];
  /** The actions of reading only and of writing only, for a request that says which ("read-only access"). */
  read: string[];
  write: string[];
  /** What lies inside the resource ("/*" objects, "/index/*"), besides the resource itself. */
  suffixes?: string[];
  /** Statements that come with it (a key's decrypt through the service that holds the key). */
  alongside?: Record<string, HclValue>[];
}

/**
 * What a workload does with each resource it is asked with, by name for the planning rows: reads
 * and writes a bucket's objects, sends to and works through a queue, reads and writes a table's
 * items, reads a secret (and decrypts it only through Secrets Manager). A request that says the
 * workload only reads or only writes (the store's `access`) gets those actions alone.
 */
export const USES = {
  bucket: {
    kinds: ['aws.s3_bucket'],
    actions: ['s3:ListBucket', 's3:GetObject', 's3:PutObject'],
    read: ['s3:ListBucket', 's3:GetObject'],
    write: ['s3:PutObject'],
    suffixes: ['/*'],
  },
  queue: {
    kinds: ['aws.sqs_queue'],
    actions: ['sqs:SendMessage', 'sqs:ReceiveMessage', 'sqs:DeleteMessage', 'sqs:GetQueueAttributes'],
    // Receiving a message and deleting it once handled are one use: a consumer that never deletes reads it again.
    read: ['sqs:ReceiveMessage', 'sqs:DeleteMessage', 'sqs:GetQueueAttributes'],
    write: ['sqs:SendMessage', 'sqs:GetQueueAttributes'],
  },
  table: {
    kinds: ['aws.dynamodb_table'],
    actions: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem'],
    read: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:Scan', 'dynamodb:BatchGetItem'],
    write: ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'],
    suffixes: ['/index/*'],
  },
  secret: {
    kinds: ['aws.secretsmanager_secret'],
    actions: ['secretsmanager:GetSecretValue', 'secretsmanager:DescribeSecret'],
    read: ['secretsmanager:GetSecretValue', 'secretsmanager:DescribeSecret'],
    write: ['secretsmanager:PutSecretValue', 'secretsmanager:DescribeSecret'],
    alongside: [
      {
        Effect: 'Allow',
        Action: ['kms:Decrypt'],
        Resource: '*',
        Condition: { StringLike: { 'kms:ViaService': 'secretsmanager.*.amazonaws.com' } },
      },
    ],
  },
} satisfies Record<string, Use>;

/**
 * The statements allowing `use` on `targets`: one per access the request asked of them (a read-only
 * bucket and a read-write one are allowed apart), with their reading or writing actions, both, or
 * `unsaid` (the workload's own default) where nothing was said.
 */
export function statementsFor(use: Use, targets: Component[], unsaid = use.actions): Record<string, HclValue>[] {
  const actions = (access: Component['attrs']['access']) =>
    access === 'read'
      ? use.read
      : access === 'write'
        ? use.write
        : access === 'readwrite'
          ? [...new Set([...use.read, ...use.write])]
          : unsaid;
  for (const t of targets) if (t.attrs.access) usedWhilePlanning(t, 'access');
  return [...new Set(targets.map((t) => t.attrs.access))].map((access) => ({
    Effect: 'Allow',
    Action: actions(access),
    Resource: arnsAmong(
      targets.filter((t) => t.attrs.access === access),
      ...(use.suffixes ?? []),
    ),
  }));
}

/** The uses of `names` whose resources the request asked for: nothing to allow without them. */
export function usesAsked(plan: Planner, names: (keyof typeof USES)[]): { use: Use; targets: Component[] }[] {
  return names
    .map((n) => {
      const use: Use = USES[n];
      return { use, targets: use.kinds.flatMap((k) => plan.all(k)).filter((t) => !t.implicit) };
    })
    .filter((u) => u.targets.length);
}

/**
 * Allows the component's role (`c.ref[roleRef]`, planned before this step) each use of `names`
 * whose resources the request asked for, scoped to their ARNs. A role shared by several workloads
 * gets each statement once.
 */
export function grantOn(c: Component, plan: Planner, names: (keyof typeof USES)[], roleRef = 'role'): void {
  const role = c.ref[roleRef] as Component | undefined;
  if (role) grantRole(role, plan, names);
}

/**
 * Allows `role` each use of `names` whose resources the request asked for, scoped to their ARNs;
 * where a resource says nothing of its access, the access said of the role itself (`said`: "the role
 * gets read-only access to the secret") decides, else the workload's default.
 */
export function grantRole(
  role: Component,
  plan: Planner,
  names: (keyof typeof USES)[],
  said?: Component['attrs']['access'],
): void {
  const statements = (role.config.statements as Record<string, HclValue>[] | undefined) ?? [];
  const known = new Set(statements.map((s) => JSON.stringify(s)));
  for (const { use, targets } of usesAsked(plan, names))
    for (const s of [
      ...statementsFor(use, targets, said === 'read' ? use.read : said === 'write' ? use.write : use.actions),
      // A copy: the table is shared by every request. A workload that only writes a secret decrypts nothing.
      ...(targets.some((t) => (t.attrs.access ?? said) !== 'write') ? (use.alongside ?? []) : []).map((a) =>
        structuredClone(a),
      ),
    ])
      if (!known.has(JSON.stringify(s))) {
        known.add(JSON.stringify(s));
        statements.push(s);
      }
  role.config.statements = statements;
}

/** Databases a workload connects to: the request's own, whose security group it must be able to reach. */
const DATABASES = ['aws.db_instance', 'aws.rds_cluster'];

/**
 * The database the request asked for with the component (an app server, a function, tasks), kept
 * as its `database` ref: the security-group writers let the component's group send to the
 * database's group on its port (the workload's group otherwise sends HTTPS only).
 */
export function reachesDatabase(_c: Component, plan: Planner): Component | undefined {
  return DATABASES.flatMap((k) => plan.all(k)).find((t) => !t.implicit);
}
