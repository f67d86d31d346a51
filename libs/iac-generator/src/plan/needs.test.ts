/**
 * The planning rows of kind.json, run by needsOf: each row is the plan call it says, in order, with
 * its ref kept on the component; a kept ref plans nothing; a row's data is never shared between
 * the components it plans.
 */
import { emptyAttrs, type Component } from '../model/types';
import { needsOf, type NeedsRow } from './needs';
import { Planner } from './planner';

const KINDS = new Map([
  ['aws.flow_log', { kind: 'aws.flow_log', label: 'main' }],
  ['aws.vpc', { kind: 'aws.vpc', label: 'main' }],
  ['aws.cloudwatch_log_group', { kind: 'aws.cloudwatch_log_group', label: 'logs' }],
  ['aws.iam_role', { kind: 'aws.iam_role', label: 'role' }],
]);
const planner = () => new Planner('aws', emptyAttrs(), KINDS);
const STEPS = {
  tagged: (c: Component, _plan: Planner, tag: string, values: number[]) => {
    c.config[tag] = values;
    values.push(0);
    return undefined;
  },
};
type Row = NeedsRow<typeof STEPS>;
const run = (rows: Row[], plan = planner()) => {
  const log = plan.add('aws.flow_log', { label: 'audit' });
  needsOf(rows, STEPS)(log, plan);
  return { log, plan };
};

describe('needsOf', () => {
  it('ensures, adds and keeps refs in order, with labels from the component id', () => {
    const { log, plan } = run([
      { ref: 'vpc', ensure: 'aws.vpc', why: 'flow logs watch a VPC', label: 'main' },
      { ref: 'logGroup', add: 'aws.cloudwatch_log_group', why: 'receives the records', label: '{id}_flow_logs' },
    ]);
    expect(plan.components.map((c) => [c.kind, c.id, c.implicit])).toEqual([
      ['aws.flow_log', 'audit', undefined],
      ['aws.vpc', 'main', 'flow logs watch a VPC'],
      ['aws.cloudwatch_log_group', 'audit_flow_logs', 'receives the records'],
    ]);
    expect(log.ref.vpc).toBe(plan.first('aws.vpc'));
    expect(log.ref.logGroup).toBe(plan.first('aws.cloudwatch_log_group'));
  });

  it('takes the first component of the kinds listed before planning one, and only that for a first row', () => {
    const plan = planner();
    const role = plan.add('aws.iam_role', {});
    const { log } = run(
      [
        { ref: 'role', first: ['aws.vpc', 'aws.iam_role'], add: 'aws.vpc', why: 'never added' },
        { ref: 'group', first: ['aws.cloudwatch_log_group'] },
      ],
      plan,
    );
    expect(log.ref.role).toBe(role);
    expect('group' in log.ref).toBe(true);
    expect(log.ref.group).toBeUndefined();
    expect(plan.has('aws.vpc')).toBe(false);
  });

  it('skips a row when the component already has the ref it names (`unless`)', () => {
    const plan = planner();
    const given = plan.add('aws.vpc', { label: 'given' });
    const log = plan.add('aws.flow_log', {});
    log.ref.vpc = given;
    needsOf<typeof STEPS>(
      [
        { ref: 'vpc', unless: 'vpc', add: 'aws.vpc', why: 'another VPC' },
        { unless: 'vpc', use: 'tagged', with: ['ports', [80]] },
        { unless: 'role', use: 'tagged', with: ['listeners', [443]] },
      ],
      STEPS,
    )(log, plan);
    expect(log.ref.vpc).toBe(given);
    expect(plan.all('aws.vpc')).toHaveLength(1);
    expect(log.config).toEqual({ listeners: [443, 0] });
  });

  it("runs a named step with the row's values, a copy of them each time", () => {
    const rows: Row[] = [{ use: 'tagged', with: ['ports', [443]] }];
    const first = run(rows).log;
    const second = run(rows).log;
    expect(first.config.ports).toEqual([443, 0]);
    expect(second.config.ports).toEqual([443, 0]);
    expect(rows[0]).toEqual({ use: 'tagged', with: ['ports', [443]] });
  });
});
