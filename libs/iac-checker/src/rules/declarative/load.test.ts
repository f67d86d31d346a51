/**
 * rule.json is read strictly: a key outside the vocabulary is an error naming the rule and the
 * key (a misspelt `omited` would otherwise check nothing), and the value tests read values the way
 * the rules in code do.
 */
import { loadDataRule } from './load';
import { predicate } from './evaluate';
import { remediationOf } from '../model';

const base = {
  id: 'IG-AWS-999',
  title: 'A title long enough',
  severity: 'HIGH',
  rationale: 'Why it matters, at some length.',
  remediation: 'What to change, at some length.',
  formats: ['terraform-aws'],
  checks: { terraform: [{ types: ['aws_ebs_volume'], path: 'encrypted', bad: { is: false }, omitted: true }] },
};

describe('loadDataRule', () => {
  it('reads a rule in the vocabulary, with its formats and Terraform', () => {
    const rule = loadDataRule(base, 'x/rule.json');
    expect(rule.id).toBe('IG-AWS-999');
    expect(rule.formats).toEqual(['terraform-aws', 'terraform']);
    expect(Object.keys(rule.checks)).toEqual(['terraform']);
  });

  it.each([
    ['an unknown key of a check', { terraform: [{ types: ['t'], path: 'p', omited: true }] }, /unknown key `omited`/],
    ['an unknown test', { terraform: [{ types: ['t'], path: 'p', bad: { equals: 'x' } }] }, /unknown test `equals`/],
    ['a check that checks nothing', { terraform: [{ types: ['t'], path: 'p' }] }, /checks nothing/],
    ['an unknown engine', { pulumi: [] }, /unknown engine `pulumi`/],
    ['an alias to an engine without checks', { arm: 'bicep' }, /has no checks/],
    [
      'a referring resource without the path it refers at',
      { terraform: [{ types: ['aws_vpc'], unless: [{ referredBy: ['aws_flow_log'] }] }] },
      /`referredBy` takes a list of types and `at`/,
    ],
    [
      'a test of the wrong kind',
      { terraform: [{ types: ['t'], path: 'p', bad: { below: '1' } }] },
      /below: not a number/,
    ],
  ])('refuses %s', (_name, checks, error) => {
    expect(() => loadDataRule({ ...base, checks }, 'x/rule.json')).toThrow(error);
  });

  it('refuses an unknown severity', () => {
    expect(() => loadDataRule({ ...base, severity: 'SEVERE' }, 'x/rule.json')).toThrow(/unknown severity/);
  });

  it('reads a hint per engine, and Bicep shows ARM’s when it has none of its own', () => {
    const rule = loadDataRule({ ...base, remediationFor: { arm: 'Set `properties.encrypted` to `true`.' } });
    expect(remediationOf(rule, 'terraform')).toBe(base.remediation);
    expect(remediationOf(rule, 'arm')).toBe('Set `properties.encrypted` to `true`.');
    expect(remediationOf(rule, 'bicep')).toBe('Set `properties.encrypted` to `true`.');
    expect(() => loadDataRule({ ...base, remediationFor: { pulumi: 'x' } }, 'x/rule.json')).toThrow(
      /remediationFor names an unknown engine `pulumi`/,
    );
    expect(() => loadDataRule({ ...base, remediationFor: { arm: 1 } }, 'x/rule.json')).toThrow(
      /remediationFor.arm is not a string/,
    );
  });
});

describe('value tests', () => {
  it('hold only when every key written holds', () => {
    const tls = predicate({ oneOf: ['1.0', '1.1'] });
    expect([tls('1.0'), tls('TLS1_2'), tls(1)]).toEqual([true, false, false]);
    const modern = predicate({ notMatches: '^TLSv1\\.[23]' });
    expect([modern('TLSv1'), modern('TLSv1.2_2021')]).toEqual([true, false]);
    const user = predicate({ matches: '^user:' });
    expect([user(['group:a@x.com', 'user:b@x.com']), user(['group:a@x.com']), user(1)]).toEqual([true, false, false]);
    const range = predicate({ above: 1, below: 10 });
    expect([range(5), range('5'), range(10), range(1)]).toEqual([true, true, false, false]);
    expect(predicate({ lacks: ['audit', 'api'] })(['api'])).toBe(true);
    expect(predicate({ lacks: ['audit'] })(['AUDIT', 'api'])).toBe(false);
    expect(predicate({ contains: ['*'] })('*')).toBe(true);
    expect(predicate({ is: true })('true')).toBe(true);
  });
});
