/**
 * CloudFormation (YAML with short-form tags, or JSON): template sections, resource types,
 * properties (known, required, typed, allowed values), and the targets of Ref, Fn::GetAtt, Fn::Sub,
 * DependsOn and conditions, against the resource specification bundled from
 * @aws-cdk/aws-service-spec (scripts/schemas/cloudformation-spec.mjs). This file runs the checks
 * in order and judges each resource's entry (its keys, Type, DependsOn, Condition); the names a
 * template declares are in template-names.ts, the property values in property-values.ts, the
 * intrinsic functions' targets in references.ts.
 */
import { DiagnosticMessages } from '@infragen/contracts';
import { cloudFormationSpec } from '@infragen/iac-schemas';
import { type Findings } from '../diagnostics';
import { type DocMap, type DocNode, entry, get, text } from '../parse/doc/ast';
import { type Span } from '../parse/position';
import { closest } from '../suggest';
import { isCodeDeployAppSpec } from './appspec';
import { isMacroEvent } from './macro-event';
import { assetProperty } from './asset-metadata';
import { circles } from './dependencies';
import { isConditionValue } from './intrinsic-args';
import { isIntrinsic } from './intrinsic-names';
import { PropertyCheck } from './property-values';
import { ReferenceCheck } from './references';
import { checkResourceRules } from './resource-rules';
import { checkServerless } from './sam';
import { checkSections } from './sections';
import { subNeeded } from './sub-needed';
import { LOOP, PSEUDO, TemplateNames, textsOf } from './template-names';

const C = DiagnosticMessages.checks.cloudformation;

/*
 * What real templates use beyond the plain language, accepted here:
 * - SAM (`Transform: AWS::Serverless-2016-10-31`): the `Globals` section, and the resources the
 *   transform adds, referred to by name (ServerlessRestApi, HelloFunctionRole: a serverless
 *   resource's id followed by a suffix; ServerlessDeploymentApplication and CodeDeployServiceRole,
 *   the CodeDeploy application and role of functions with a `DeploymentPreference`); a serverless
 *   resource's `IgnoreGlobals`.
 * - AWS::LanguageExtensions' `Fn::ForEach::Name` loops: not judged (their bodies name the loop's
 *   identifier), and a name the loop's key pattern makes (`${Name}Bucket`) is declared.
 * - A nested stack's or a provisioned product's `Outputs.X` attribute; `Version` on a custom resource and any attribute of
 *   one; `Fn::GetStackOutput`; `AWS::CDK::Metadata`
 *   (the CDK's own type); types outside the AWS namespaces (registry extensions and modules),
 *   which the bundled specification cannot know.
 * - The resources a registry module (`Type: Org::Service::Name::MODULE`) brings, named by the
 *   module's logical id joined to theirs, with or without a period (`NetVpc`, `Net.Vpc`; the
 *   CloudFormation guide's "Reference module resources"): the module's contents are not here to
 *   judge, so any such name is declared.
 */
const SECTIONS = [
  'AWSTemplateFormatVersion',
  'Description',
  'Metadata',
  'Parameters',
  'Rules',
  'Mappings',
  'Conditions',
  'Transform',
  'Resources',
  'Outputs',
  'Hooks',
];
const RESOURCE_KEYS = [
  'Type',
  'Properties',
  'DependsOn',
  'Condition',
  'DeletionPolicy',
  'UpdateReplacePolicy',
  'Metadata',
  'CreationPolicy',
  'UpdatePolicy',
  // Accepted by CloudFormation beside Type (CodeStar writes one on every resource; the CDK's
  // cfn-include reads it as a resource attribute), though its documentation lists no such key.
  'Description',
];
/** Transforms CloudFormation itself runs, whose output the checks above account for or need not. */
const AWS_TRANSFORMS =
  /^AWS::(Serverless-2016-10-31|LanguageExtensions|Include|CodeDeployBlueGreen|SecretsManager-2020-07-23)$/;

export function validateCloudFormation(root: DocNode | undefined, f: Findings, whole: Span, source = ''): void {
  if (isCodeDeployAppSpec(root)) {
    f.info('cloudformation.not-checked', C.codeDeployAppSpec, root!.span);
    return;
  }
  if (isMacroEvent(root)) {
    f.info('cloudformation.not-checked', C.macroEvent, root!.span);
    return;
  }
  if (!root || root.kind !== 'map' || !entry(root, 'Resources')) {
    // A file that starts a template (a workshop's skeleton) is one: it lacks its resources.
    const started = root?.kind === 'map' && root.entries.some((e) => e.key === 'AWSTemplateFormatVersion');
    f.error('cloudformation.not-a-template', started ? C.noResources : C.notATemplate, root?.span ?? whole);
    return;
  }
  // `Transform` names transforms: a name, a list of them, or `{ Name, Parameters }` (AWS::Include).
  const transform = get(root, 'Transform');
  const named = (n: DocNode) =>
    (n.kind === 'scalar' && typeof n.value === 'string') || (n.kind === 'map' && text(get(n, 'Name')) !== undefined);
  if (transform && !(named(transform) || (transform.kind === 'seq' && transform.items.every(named)))) {
    f.error(
      'cloudformation.bad-section',
      C.badSection('Transform', 'a transform name or a list of them'),
      transform.span,
    );
    return;
  }
  // A macro (a transform of the account's own) or the rain tool (`Rain::Module`, `!Rain::Embed`)
  // rewrites the template first: what CloudFormation receives is not this text, so it is not judged.
  // So is a rain module itself: its `ModuleExtension` resource (`Metadata: Extends: AWS::...`, no
  // Type) is merged by `rain pkg` into the template that uses the module.
  const macro = transformNames(transform).find((t) => !AWS_TRANSFORMS.test(t));
  const rain = /Rain::/.test(source) || isRainModule(root);
  const by = macro ? `the macro \`${macro}\`` : rain ? 'the rain tool' : undefined;
  if (by) {
    f.info('cloudformation.not-checked', C.preprocessed(by), entry(root, macro ? 'Transform' : 'Resources')!.keySpan);
    return;
  }
  new TemplateCheck(root, f, source).run();
}

class TemplateCheck {
  private readonly spec = cloudFormationSpec();
  private readonly names: TemplateNames;
  private readonly resources: DocMap;
  private readonly propertyCheck: PropertyCheck;
  private readonly referenceCheck: ReferenceCheck;

  constructor(
    private readonly root: DocMap,
    private readonly f: Findings,
    /** The file's text: a number's digits as written (`4.0`, which the parsed tree holds as 4). */
    private readonly source = '',
  ) {
    this.names = new TemplateNames(root);
    this.resources = this.names.resources;
    this.propertyCheck = new PropertyCheck(this.spec, f, (id) => text(get(get(this.resources, id), 'Type')));
    this.referenceCheck = new ReferenceCheck(this.names, this.spec, f);
  }

  run(): void {
    for (const e of this.root.entries)
      if (!SECTIONS.includes(e.key) && !(this.names.sam && e.key === 'Globals')) {
        const hint = closest(e.key, SECTIONS);
        this.f.error('cloudformation.unknown-section', C.unknownSection(e.key), e.keySpan, {
          fixHint: hint && DiagnosticMessages.checks.didYouMean(hint),
        });
      }
    checkSections(this.root, this.f, textsOf(get(this.root, 'Transform')), this.source);
    for (const r of this.resources.entries) if (!r.key.startsWith(LOOP)) this.resource(r.key, r.keySpan, r.value);
    for (const section of ['Resources', 'Outputs', 'Conditions']) {
      const n = get(this.root, section);
      if (n) this.referenceCheck.intrinsics(n, section);
    }
    const conditions = get(this.root, 'Conditions');
    if (conditions?.kind === 'map')
      for (const c of conditions.entries)
        if (!c.key.startsWith(LOOP) && !isConditionValue(c.value))
          this.f.error(
            'cloudformation.bad-intrinsic',
            C.badIntrinsic(c.key, 'a condition: Fn::Equals, Fn::And, Fn::Or or Fn::Not'),
            c.value.span,
          );
    const known = (name: string) =>
      PSEUDO.has(name) ||
      this.names.parameters.has(name) ||
      this.resources.entries.some((r) => r.key === name || name.startsWith(`${r.key}.`));
    for (const s of subNeeded(this.root, known))
      if (s.inText) this.f.warning('cloudformation.sub-needed', C.subNeededInText(s.variable), s.span);
      else this.f.error('cloudformation.sub-needed', C.subNeeded(s.variable), s.span);
    for (const circle of circles(this.resources)) {
      const at = this.resources.entries.find((r) => r.key === circle[0])!;
      this.f.error('cloudformation.circular-dependency', C.circularDependency(circle), at.keySpan);
    }
  }

  private resource(id: string, keySpan: Span, node: DocNode): void {
    const f = this.f;
    if (!/^[A-Za-z0-9]+$/.test(id)) f.error('cloudformation.bad-logical-id', C.badLogicalId(id), keySpan);
    if (node.kind !== 'map') return f.error('cloudformation.missing-type', C.missingType(id), keySpan);
    const custom = /^(Custom::|AWS::CloudFormation::CustomResource$)/.test(text(get(node, 'Type')) ?? '');
    // The SAM transform drops what it does not know beside a serverless resource's Type and
    // Properties (a `Description` there deploys, and is lost): cfn-lint warns of it (W3001).
    const serverless = this.names.sam && /^AWS::Serverless::/.test(text(get(node, 'Type')) ?? '');
    for (const e of node.entries)
      if (
        !RESOURCE_KEYS.includes(e.key) &&
        !(custom && e.key === 'Version') &&
        !(this.names.sam && e.key === 'IgnoreGlobals')
      ) {
        const hint = closest(e.key, RESOURCE_KEYS);
        f[serverless ? 'warning' : 'error'](
          'cloudformation.unknown-resource-key',
          C.unknownResourceKey(id, e.key),
          e.keySpan,
          {
            path: `Resources.${id}.${e.key}`,
            fixHint: hint && DiagnosticMessages.checks.didYouMean(hint),
          },
        );
      }
    const typeNode = get(node, 'Type');
    const type = text(typeNode);
    if (!type) return f.error('cloudformation.missing-type', C.missingType(id), keySpan);
    for (const d of this.dependsOn(node)) {
      const name = text(d);
      if (name !== undefined && !this.resources.entries.some((r) => r.key === name) && !this.names.made(name)) {
        const hint = closest(
          name,
          this.resources.entries.map((r) => r.key),
        );
        f.error('cloudformation.unknown-depends-on', C.unknownDependsOn(name), d.span, {
          fixHint: hint && DiagnosticMessages.checks.didYouMean(hint),
        });
      }
    }
    const cond = get(node, 'Condition');
    if (cond && text(cond) !== undefined && !this.names.conditions.has(text(cond)!))
      f.error('cloudformation.unknown-condition', C.unknownCondition(text(cond)!), cond.span);
    if (type.startsWith('Custom::') || type === 'AWS::CloudFormation::CustomResource') return;
    if (this.names.sam && type.startsWith('AWS::Serverless::'))
      return checkServerless(id, type, node, get(this.root, 'Globals'), this.names.parameters, f);
    if (type === 'AWS::CDK::Metadata' || !/^(AWS|Alexa)::/.test(type) || type.endsWith('::MODULE')) return;
    const spec = this.spec.types[type];
    if (!spec) {
      const hint = closest(type, Object.keys(this.spec.types));
      f.error('cloudformation.unknown-resource-type', C.unknownResourceType(type), typeNode!.span, {
        path: `Resources.${id}.Type`,
        fixHint: hint && DiagnosticMessages.checks.didYouMean(hint),
      });
      return;
    }
    const props = get(node, 'Properties');
    if (props && isIntrinsic(props)) return;
    const asset = assetProperty(node);
    if (asset && spec.p[asset.name] && !get(props, asset.name))
      f.info('cloudformation.package-path', C.assetProperty(asset.name), asset.span, {
        path: `Resources.${id}.Properties.${asset.name}`,
      });
    this.propertyCheck.properties(
      props,
      spec.p,
      `The resource \`${id}\` (${type})`,
      `Resources.${id}.Properties`,
      entry(node, 'Type')!.keySpan,
      asset?.name,
      spec.a,
    );
    checkResourceRules(id, type, props, f);
  }

  private dependsOn(node: DocNode): DocNode[] {
    const d = get(node, 'DependsOn');
    if (!d) return [];
    return d.kind === 'seq' ? d.items : [d];
  }
}

/** A rain module: a `ModuleExtension` resource that extends a resource type instead of having one. */
function isRainModule(root: DocNode): boolean {
  const extension = get(get(root, 'Resources'), 'ModuleExtension');
  return text(get(get(extension, 'Metadata'), 'Extends')) !== undefined && !get(extension, 'Type');
}

/** The transforms a `Transform` section names. */
function transformNames(n: DocNode | undefined): string[] {
  if (!n) return [];
  if (n.kind === 'seq') return n.items.flatMap(transformNames);
  const name = n.kind === 'map' ? text(get(n, 'Name')) : text(n);
  return name === undefined ? [] : [name];
}
