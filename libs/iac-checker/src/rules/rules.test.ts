/**
 * The security rules, table-driven from their example files (examples/<format>/ beside each
 * rule.ts, read by testing/examples.ts): every bad example is reported by its
 * rule at exactly the lines it marks (in the file checkFiles was given), no good example is, and
 * an "omitted" example is reported exactly where it marks (nowhere when the default is safe).
 * The examples themselves must use real resource types and settings (no schema finding on names),
 * so a rule can never look for a setting that does not exist.
 */
import { FORMATS, RULE_SEVERITIES } from '@infragen/contracts';
import { checkFiles, prepareChecks } from '../index';
import { RULES } from './index';
import { type Engine, type ExampleFormat, remediationOf } from './model';
import { exampleCases, exampleFile, examplesOf } from './testing/examples';

const ENGINES: Record<ExampleFormat, Engine[]> = {
  'terraform-aws': ['terraform'],
  'terraform-azurerm': ['terraform'],
  'terraform-google': ['terraform'],
  'terraform-kubernetes': ['kubernetes', 'terraform'],
  cloudformation: ['cloudformation'],
  arm: ['arm'],
  bicep: ['bicep'],
  'kubernetes-yaml': ['kubernetes'],
};

/** Validation findings that mean an example names something that does not exist or is malformed. */
const NAME_FINDING =
  /syntax|unknown-(argument|block|property|field|resource-type|data-source|kind|attribute|section)|not-a-template|type-mismatch|block-as-argument|argument-as-block|removed-api/;

/**
 * The azurerm examples are written for azurerm 4 (the generator pins `~> 4.14`; several rules look
 * at types and settings azurerm 5 removed, such as `azurerm_app_service`): they are checked beside
 * a versions.tf saying so, or an unpinned example would be judged against the newest bundled major.
 */
const PINS: Partial<Record<ExampleFormat, string>> = {
  'terraform-azurerm':
    'terraform {\n  required_providers {\n    azurerm = {\n      source  = "hashicorp/azurerm"\n      version = "~> 4.14"\n    }\n  }\n}\n',
};

beforeAll(() => prepareChecks(['terraform-aws', 'cloudformation', 'kubernetes-yaml', 'arm', 'bicep']), 30000);

describe('the rule set', () => {
  it('has at least 80 rules with stable, unique ids and complete metadata', () => {
    expect(RULES.length).toBeGreaterThanOrEqual(80);
    const ids = RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of RULES) {
      expect(r.id).toMatch(/^IG-(AWS|AZR|GCP|K8S|TF)-\d{3}$/);
      expect(RULE_SEVERITIES).toContain(r.severity);
      for (const text of [r.title, r.rationale, r.remediation]) expect(text.length).toBeGreaterThan(15);
      expect(r.formats.every((f) => f in FORMATS)).toBe(true);
    }
  });

  // Terraform's names are snake_case (`network_acls`, `azurerm_key_vault`); ARM's and Bicep's are camelCase.
  const TERRAFORM_CODE = /`[^`]*\b[a-z0-9]+_[a-z0-9_]+\b[^`]*`/;
  it.each(RULES.filter((r) => r.formats.includes('arm') || r.formats.includes('bicep')).map((r) => [r.id, r] as const))(
    '%s gives its hint on an ARM template or a Bicep file in their own names, not Terraform’s',
    (_id, r) => {
      for (const engine of ['arm', 'bicep'] as const) {
        if (!r.formats.includes(engine)) continue;
        const hint = remediationOf(r, engine);
        expect(hint.length).toBeGreaterThan(15);
        expect(hint).not.toMatch(TERRAFORM_CODE);
      }
    },
  );

  it.each(RULES.filter((r) => r.formats.includes('cloudformation')).map((r) => [r.id, r] as const))(
    '%s gives its hint on a CloudFormation template in its own names, not Terraform’s',
    (_id, r) => {
      const hint = remediationOf(r, 'cloudformation');
      expect(hint.length).toBeGreaterThan(15);
      // No code span holds a Terraform name (snake_case: `kms_key_id`, `aws_flow_log`); a value
      // such as `TLSv1.2_2021` is CloudFormation's own.
      const spans = hint.split('`').filter((_, i) => i % 2 === 1);
      expect(spans.filter((s) => /(^|[^A-Za-z0-9.])[a-z][a-z0-9]*_[a-z0-9_]+/.test(s))).toEqual([]);
    },
  );

  it.each(RULES.map((r) => [r.id, r] as const))(
    '%s has examples for every engine it checks and every format it declares, and checks every format it shows',
    (_id, r) => {
      const examples = examplesOf(r);
      const shown = Object.keys(examples) as ExampleFormat[];
      const declared = r.formats.filter((f): f is ExampleFormat => f !== 'terraform');
      expect([...shown].sort()).toEqual([...declared].sort());
      const checked = Object.keys(r.checks) as Engine[];
      for (const engine of checked) expect(shown.some((f) => ENGINES[f].includes(engine))).toBe(true);
      for (const format of shown) {
        expect(ENGINES[format].some((e) => checked.includes(e))).toBe(true);
        const e = examples[format]!;
        expect(e.stray).toEqual([]);
        expect(e.omitted).toBeDefined();
        expect(e.bad.length).toBeGreaterThan(0);
        expect(e.good.length).toBeGreaterThan(0);
        for (const bad of e.bad) expect(exampleFile(format, bad).marked.length).toBeGreaterThan(0);
        for (const good of e.good) expect(exampleFile(format, good).marked).toEqual([]);
      }
    },
  );
});

describe('every example', () => {
  const cases = exampleCases(RULES).map((c) => [`${c.rule.id} ${c.format} ${c.kind} ${c.index + 1}`, c] as const);
  it.each(cases)('%s', async (_name, c) => {
    const file = exampleFile(c.format, c.text);
    const pin = PINS[c.format];
    const files = [{ path: file.path, content: file.content }, ...(pin ? [{ path: 'versions.tf', content: pin }] : [])];
    const all = await checkFiles(files, c.format);
    const reported = [...new Set(all.filter((d) => d.code === c.rule.id).map((d) => d.line))].sort((a, b) => a - b);
    expect({ file: file.path, lines: reported }).toEqual({
      file: file.path,
      lines: c.kind === 'good' ? [] : file.marked,
    });
    for (const d of all.filter((x) => x.code === c.rule.id)) {
      expect(d.file).toBe(file.path);
      expect(d.ruleSeverity).toBe(c.rule.severity);
      expect(d.fixHint).toBe(
        remediationOf(c.rule, c.format.startsWith('terraform-') ? 'terraform' : ENGINES[c.format][0]),
      );
    }
    expect(all.filter((d) => NAME_FINDING.test(d.code)).map((d) => `${d.line}: ${d.code} ${d.message}`)).toEqual([]);
  });
});
