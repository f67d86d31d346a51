/**
 * CloudFormation (YAML with short-form tags, or JSON): template sections, resource types,
 * properties (known, required, typed, allowed values), and the targets of Ref, Fn::GetAtt, Fn::Sub,
 * DependsOn and conditions, against the resource specification bundled from
 * @aws-cdk/aws-service-spec (scripts/schemas/cloudformation-spec.mjs).
 */
import { DiagnosticMessages } from '@infragen/contracts';
import { type CloudFormationProp as Prop, cloudFormationSpec } from '@infragen/iac-schemas';
import { type Findings } from '../diagnostics';
import { type DocMap, type DocNode, entry, get, text } from '../parse/doc/ast';
import { type Span } from '../parse/position';
import { closest } from '../suggest';
import { circles } from './dependencies';
import { isPropertyAttribute } from './getatt-properties';
import { argumentProblem, isConditionValue } from './intrinsic-args';
import { localPackagePath } from './packaged';
import { getAttAttributes } from './registry-attributes';
import { checkResourceRules } from './resource-rules';
import { checkServerless } from './sam';
import { checkSections } from './sections';
import { subNeeded } from './sub-needed';

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
/**
 * Types whose GetAtt returns the outputs of the stack they create as `Outputs.<key>`: a nested stack
 * and a Service Catalog provisioned product (cfn-lint's schema/_getatts.py maps both so).
 */
const STACK_OUTPUT_TYPES = new Set([
  'AWS::CloudFormation::Stack',
  'AWS::ServiceCatalog::CloudFormationProvisionedProduct',
]);
const LOOP = 'Fn::ForEach::';
const SAM_IMPLICIT = /^(ServerlessRestApi|ServerlessHttpApi|ServerlessDeploymentApplication$|CodeDeployServiceRole$)/;
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
const PSEUDO = new Set([
  'AWS::AccountId',
  'AWS::NotificationARNs',
  'AWS::NoValue',
  'AWS::Partition',
  'AWS::Region',
  'AWS::StackId',
  'AWS::StackName',
  'AWS::URLSuffix',
]);
const INTRINSICS = new Set([
  'Ref',
  'Condition',
  'Fn::GetAtt',
  'Fn::Sub',
  'Fn::Join',
  'Fn::Select',
  'Fn::Split',
  'Fn::FindInMap',
  'Fn::Base64',
  'Fn::Cidr',
  'Fn::GetAZs',
  'Fn::ImportValue',
  'Fn::If',
  'Fn::Equals',
  'Fn::And',
  'Fn::Or',
  'Fn::Not',
  'Fn::Transform',
  'Fn::Length',
  'Fn::ToJsonString',
  'Fn::ForEach',
  // Another stack's output, by stack and output name (also across regions).
  'Fn::GetStackOutput',
]);

const isIntrinsic = (n: DocNode): boolean =>
  n.kind === 'map' && n.entries.length === 1 && (n.entries[0].key === 'Ref' || n.entries[0].key.startsWith('Fn::'));

/** Transforms CloudFormation itself runs, whose output the checks above account for or need not. */
const AWS_TRANSFORMS =
  /^AWS::(Serverless-2016-10-31|LanguageExtensions|Include|CodeDeployBlueGreen|SecretsManager-2020-07-23)$/;

export function validateCloudFormation(root: DocNode | undefined, f: Findings, whole: Span, source = ''): void {
  if (!root || root.kind !== 'map' || !entry(root, 'Resources')) {
    f.error('cloudformation.not-a-template', C.notATemplate, root?.span ?? whole);
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
  const macro = transformNames(transform).find((t) => !AWS_TRANSFORMS.test(t));
  const by = macro ? `the macro \`${macro}\`` : /Rain::/.test(source) ? 'the rain tool' : undefined;
  if (by) {
    f.info('cloudformation.not-checked', C.preprocessed(by), entry(root, macro ? 'Transform' : 'Resources')!.keySpan);
    return;
  }
  new TemplateCheck(root, f).run();
}

class TemplateCheck {
  private readonly spec = cloudFormationSpec();
  private readonly resources: DocMap;
  private readonly parameters: Set<string>;
  private readonly conditions: Set<string>;
  private readonly mappings: Set<string>;
  private readonly sam: boolean;

  constructor(
    private readonly root: DocMap,
    private readonly f: Findings,
  ) {
    const res = get(root, 'Resources');
    this.resources = res?.kind === 'map' ? res : { kind: 'map', entries: [], span: root.span };
    const keys = (n: DocNode | undefined) => new Set(n?.kind === 'map' ? n.entries.map((e) => e.key) : []);
    this.parameters = keys(get(root, 'Parameters'));
    this.conditions = keys(get(root, 'Conditions'));
    this.mappings = keys(get(root, 'Mappings'));
    this.sam = JSON.stringify(textsOf(get(root, 'Transform'))).includes('AWS::Serverless');
    this.serverless = this.resources.entries
      .filter((e) => text(get(e.value, 'Type'))?.startsWith('AWS::Serverless::'))
      .map((e) => e.key);
    this.modules = this.resources.entries
      .filter((e) => text(get(e.value, 'Type'))?.endsWith('::MODULE'))
      .map((e) => e.key);
    this.loopNames = this.resources.entries
      .filter((e) => e.key.startsWith(LOOP) && e.value.kind === 'seq')
      .flatMap((e) => {
        const out = e.value.kind === 'seq' ? e.value.items[2] : undefined;
        return out?.kind === 'map' ? out.entries.map((x) => x.key) : [];
      })
      .map(
        (key) =>
          new RegExp(
            `^${key
              .split(/\$\{[^}]*\}|&\{[^}]*\}/)
              .map(escape)
              .join('.+')}$`,
          ),
      );
  }

  private readonly serverless: string[];
  private readonly modules: string[];
  private readonly loopNames: RegExp[];

  /** A resource made by a transform, a loop or a module rather than written out: its name is declared. */
  private made(name: string): boolean {
    if (this.sam && (SAM_IMPLICIT.test(name) || this.serverless.some((s) => name.startsWith(s) && name !== s)))
      return true;
    if (this.modules.some((m) => name.startsWith(m) && name.length > m.length)) return true;
    return this.loopNames.some((r) => r.test(name));
  }

  run(): void {
    for (const e of this.root.entries)
      if (!SECTIONS.includes(e.key) && !(this.sam && e.key === 'Globals')) {
        const hint = closest(e.key, SECTIONS);
        this.f.error('cloudformation.unknown-section', C.unknownSection(e.key), e.keySpan, {
          fixHint: hint && DiagnosticMessages.checks.didYouMean(hint),
        });
      }
    checkSections(this.root, this.f, textsOf(get(this.root, 'Transform')));
    for (const r of this.resources.entries) if (!r.key.startsWith(LOOP)) this.resource(r.key, r.keySpan, r.value);
    for (const section of ['Resources', 'Outputs', 'Conditions']) {
      const n = get(this.root, section);
      if (n) this.intrinsics(n, section);
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
      this.parameters.has(name) ||
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
    const serverless = this.sam && /^AWS::Serverless::/.test(text(get(node, 'Type')) ?? '');
    for (const e of node.entries)
      if (
        !RESOURCE_KEYS.includes(e.key) &&
        !(custom && e.key === 'Version') &&
        !(this.sam && e.key === 'IgnoreGlobals')
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
      if (name !== undefined && !this.resources.entries.some((r) => r.key === name) && !this.made(name)) {
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
    if (cond && text(cond) !== undefined && !this.conditions.has(text(cond)!))
      f.error('cloudformation.unknown-condition', C.unknownCondition(text(cond)!), cond.span);
    if (type.startsWith('Custom::') || type === 'AWS::CloudFormation::CustomResource') return;
    if (this.sam && type.startsWith('AWS::Serverless::'))
      return checkServerless(id, type, node, get(this.root, 'Globals'), this.parameters, f);
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
    this.properties(
      props,
      spec.p,
      `The resource \`${id}\` (${type})`,
      `Resources.${id}.Properties`,
      entry(node, 'Type')!.keySpan,
    );
    checkResourceRules(id, type, props, f);
  }

  /** A local path in a property the package step uploads (cloudformation/packaged.ts). */
  private packaged(path: string, value: unknown): boolean {
    const m = /^Resources\.([^.]+)\.Properties\.(.+)$/.exec(path);
    const type = m ? text(get(get(this.resources, m[1]), 'Type')) : undefined;
    return !!m && !!type && localPackagePath(type, m[2], value);
  }

  private dependsOn(node: DocNode): DocNode[] {
    const d = get(node, 'DependsOn');
    if (!d) return [];
    return d.kind === 'seq' ? d.items : [d];
  }

  private properties(
    node: DocNode | undefined,
    table: Record<string, Prop>,
    where: string,
    path: string,
    at: Span,
  ): void {
    const f = this.f;
    const present = new Set<string>();
    if (node && node.kind !== 'map') {
      f.error(
        'cloudformation.type-mismatch',
        C.typeMismatch(path.split('.').pop()!, 'an object', kindName(node)),
        node.span,
        { path },
      );
      return;
    }
    for (const e of node?.entries ?? []) {
      present.add(e.key);
      const prop = table[e.key];
      if (!prop) {
        const hint = closest(e.key, Object.keys(table));
        f.error('cloudformation.unknown-property', C.unknownProperty(where, e.key), e.keySpan, {
          path: `${path}.${e.key}`,
          fixHint: hint && DiagnosticMessages.checks.didYouMean(hint),
        });
        continue;
      }
      this.value(e.value, prop, e.key, `${path}.${e.key}`);
    }
    const missing = Object.entries(table)
      .filter(([name, p]) => p[1] === 1 && !present.has(name))
      .map(([name]) => name);
    if (missing.length)
      f.error('cloudformation.missing-property', C.missingProperty(where, missing), node?.span ?? at, { path });
  }

  private value(node: DocNode, prop: Prop, name: string, path: string): void {
    if (isIntrinsic(node)) return;
    if (node.kind === 'scalar' && this.packaged(path, node.value))
      return this.f.info('cloudformation.package-path', C.packagePath(name), node.span, { path });
    const codes = Array.isArray(prop[0]) ? prop[0] : [prop[0]];
    // A union passes when any member does; only a single type is reported in detail.
    if (codes.length > 1) {
      if (!codes.some((c) => this.matches(node, c))) this.mismatch(node, codes[0], name, path);
      return;
    }
    const code = codes[0];
    if (!this.matches(node, code)) return this.mismatch(node, code, name, path);
    // The bundled lists hold numbers for numeric properties (RetentionInDays: 1, 3, 5...), and
    // CloudFormation converts `'30'` to 30: both sides are compared as text.
    const allowed = prop[2]?.map(String);
    const given = node.kind === 'scalar' && ['string', 'number'].includes(typeof node.value) && String(node.value);
    if (allowed && given !== false && !allowed.includes(given)) {
      const hint = closest(given, allowed);
      this.f.warning('cloudformation.invalid-value', C.invalidValue(name, given), node.span, {
        path,
        fixHint: hint ? DiagnosticMessages.checks.didYouMean(hint) : DiagnosticMessages.checks.oneOf(allowed),
      });
    }
    this.nested(node, code, name, path);
  }

  private nested(node: DocNode, code: string, name: string, path: string): void {
    if (code[0] === 'o' && node.kind === 'map') {
      this.properties(
        node,
        this.spec.defs[Number(code.slice(1))],
        `\`${path.replace(/^Resources\./, '')}\``,
        path,
        node.span,
      );
    } else if (code[0] === 'l' && node.kind === 'seq')
      node.items.forEach((item, i) => this.value(item, [code.slice(1)], name, `${path}[${i}]`));
    else if (code[0] === 'm' && node.kind === 'map')
      for (const e of node.entries) this.value(e.value, [code.slice(1)], e.key, `${path}.${e.key}`);
    else if (code === 't' && node.kind === 'map')
      for (const e of node.entries)
        if (e.key !== 'Key' && e.key !== 'Value') {
          const hint = closest(e.key, ['Key', 'Value']);
          this.f.error('cloudformation.unknown-property', C.unknownProperty('A tag', e.key), e.keySpan, {
            path: `${path}.${e.key}`,
            fixHint: hint && DiagnosticMessages.checks.didYouMean(hint),
          });
        }
  }

  private matches(node: DocNode, code: string): boolean {
    if (isIntrinsic(node)) return true;
    switch (code[0]) {
      case 'j':
        return true;
      case 's':
        return node.kind === 'scalar';
      case 'i':
      case 'n':
        return (
          node.kind === 'scalar' &&
          (typeof node.value === 'number' || (typeof node.value === 'string' && /^-?\d+(\.\d+)?$/.test(node.value)))
        );
      case 'b':
        return (
          // CloudFormation reads the strings true and false, capitalised or not, as booleans.
          node.kind === 'scalar' &&
          (typeof node.value === 'boolean' || /^(true|false|True|False)$/.test(String(node.value)))
        );
      case 'l':
        return node.kind === 'seq';
      case 'm':
      case 'o':
      case 't':
        return node.kind === 'map';
      default:
        return true;
    }
  }

  private mismatch(node: DocNode, code: string, name: string, path: string): void {
    const expected: Record<string, string> = {
      s: 'a string',
      i: 'an integer',
      n: 'a number',
      b: 'true or false',
      l: 'a list',
      m: 'a map',
      o: 'an object',
      t: 'a tag (`Key` and `Value`)',
    };
    this.f.error(
      'cloudformation.type-mismatch',
      C.typeMismatch(name, expected[code[0]] ?? 'another type', kindName(node)),
      node.span,
      { path },
    );
  }

  /** Every intrinsic function under `node`: known, well-formed, and pointing at things that exist. */
  private intrinsics(node: DocNode, path: string): void {
    if (node.kind === 'seq') return node.items.forEach((n, i) => this.intrinsics(n, `${path}[${i}]`));
    if (node.kind !== 'map') return;
    if (node.entries.some((e) => e.key.startsWith(LOOP))) {
      for (const e of node.entries) if (!e.key.startsWith(LOOP)) this.intrinsics(e.value, `${path}.${e.key}`);
      return;
    }
    if (node.entries.length === 1) {
      const [e] = node.entries;
      const shape = argumentProblem(e.key, e.value);
      if (e.key.startsWith('Fn::') && !INTRINSICS.has(e.key)) {
        const hint = closest(e.key, INTRINSICS);
        this.f.error('cloudformation.unknown-intrinsic', C.unknownIntrinsic(e.key), e.keySpan, {
          fixHint: hint && DiagnosticMessages.checks.didYouMean(hint),
        });
      } else if (shape) this.f.error('cloudformation.bad-intrinsic', C.badIntrinsic(e.key, shape), e.value.span);
      else if (e.key === 'Ref') this.ref(e.value);
      else if (e.key === 'Fn::GetAtt') this.getAtt(e.value, e.keySpan);
      else if (e.key === 'Fn::Sub') this.sub(e.value);
      else if (e.key === 'Fn::If') {
        const c = e.value.kind === 'seq' ? e.value.items[0] : undefined;
        if (c && text(c) !== undefined && !this.conditions.has(text(c)!))
          this.f.error('cloudformation.unknown-condition', C.unknownCondition(text(c)!), c.span);
      } else if (
        e.key === 'Condition' &&
        path.startsWith('Conditions') &&
        text(e.value) !== undefined &&
        !this.conditions.has(text(e.value)!)
      )
        this.f.error('cloudformation.unknown-condition', C.unknownCondition(text(e.value)!), e.value.span);
      else if (e.key === 'Fn::FindInMap' && e.value.kind === 'seq') {
        const m = e.value.items[0];
        if (m && text(m) !== undefined && !this.mappings.has(text(m)!))
          this.f.error('cloudformation.unknown-ref', C.unknownRef(text(m)!), m.span);
      }
    }
    for (const e of node.entries) this.intrinsics(e.value, `${path}.${e.key}`);
  }

  private ref(target: DocNode): void {
    const name = text(target);
    if (name === undefined) {
      if (target.kind !== 'map')
        this.f.error(
          'cloudformation.bad-intrinsic',
          C.badIntrinsic('Ref', 'the name of a parameter or resource'),
          target.span,
        );
      return;
    }
    if (PSEUDO.has(name) || this.parameters.has(name) || this.resources.entries.some((r) => r.key === name)) return;
    if (this.made(name)) return;
    const hint = closest(name, [...this.parameters, ...this.resources.entries.map((r) => r.key), ...PSEUDO]);
    this.f.error('cloudformation.unknown-ref', C.unknownRef(name), target.span, {
      fixHint: hint && DiagnosticMessages.checks.didYouMean(hint),
    });
  }

  private getAtt(value: DocNode, at: Span): void {
    // `Fn::GetAtt: Resource.Attribute` written out as one string (the short form's text in the
    // long form): CloudFormation and cfn-lint take it as the pair split at the first dot.
    const whole = text(value);
    if (whole !== undefined && /^[A-Za-z0-9]+\.[^.\s]/.test(whole)) {
      const dot = whole.indexOf('.');
      this.attribute(whole.slice(0, dot), whole.slice(dot + 1), value.span, value.span);
      return;
    }
    if (value.kind !== 'seq' || value.items.length < 2) {
      this.f.error(
        'cloudformation.bad-intrinsic',
        C.badIntrinsic('Fn::GetAtt', 'a resource and an attribute name (`Resource.Attribute`)'),
        value.span ?? at,
      );
      return;
    }
    const [resNode, attrNode] = value.items;
    const res = text(resNode);
    const attr = text(attrNode);
    if (res === undefined) return;
    this.attribute(res, attr, resNode.span, attrNode.span);
  }

  private attribute(res: string, attr: string | undefined, resSpan: Span, attrSpan: Span): void {
    const r = get(this.resources, res);
    if (!r && this.made(res)) return;
    if (!r) {
      const hint = closest(
        res,
        this.resources.entries.map((e) => e.key),
      );
      this.f.error('cloudformation.unknown-getatt-target', C.unknownGetAttTarget(res), resSpan, {
        fixHint: hint && DiagnosticMessages.checks.didYouMean(hint),
      });
      return;
    }
    const type = text(get(r, 'Type'));
    // A custom resource returns whatever attributes its provider sends back.
    const spec = type && type !== 'AWS::CloudFormation::CustomResource' ? this.spec.types[type] : undefined;
    if (!spec || attr === undefined || !spec.a.length) return;
    if (STACK_OUTPUT_TYPES.has(type!) && attr.startsWith('Outputs.')) return;
    const attributes = getAttAttributes(type!, spec.a);
    if (attributes.includes(attr) || attributes.some((a) => a.startsWith(`${attr}.`))) return;
    if (isPropertyAttribute(type!, attr, spec.p)) return;
    const hint = closest(attr, attributes);
    this.f.error('cloudformation.unknown-getatt-attribute', C.unknownGetAttAttribute(type!, attr), attrSpan, {
      fixHint: hint ? DiagnosticMessages.checks.didYouMean(hint) : DiagnosticMessages.checks.oneOf(attributes),
    });
  }

  private sub(value: DocNode): void {
    const [template, vars] = value.kind === 'seq' ? value.items : [value, undefined];
    const s = template && text(template);
    if (s === undefined) return;
    const given = new Set(vars?.kind === 'map' ? vars.entries.map((e) => e.key) : []);
    for (const m of s.matchAll(/\$\{([^}!][^}]*)\}/g)) {
      const ref = m[1].trim();
      const [head, ...rest] = ref.split('.');
      if (given.has(ref) || given.has(head) || PSEUDO.has(ref) || this.parameters.has(ref)) continue;
      if (rest.length) {
        this.attribute(head, rest.join('.'), template.span, template.span);
        continue;
      }
      if (this.resources.entries.some((r) => r.key === head) || this.made(head)) continue;
      const hint = closest(ref, [...this.parameters, ...this.resources.entries.map((r) => r.key), ...given]);
      this.f.error('cloudformation.unknown-sub-variable', C.unknownSubVariable(ref), template.span, {
        fixHint: hint && DiagnosticMessages.checks.didYouMean(hint),
      });
    }
  }
}

function kindName(n: DocNode): string {
  if (n.kind === 'map') return 'an object';
  if (n.kind === 'seq') return 'a list';
  if (n.value === null) return 'null';
  return typeof n.value === 'string' ? 'a string' : typeof n.value === 'number' ? 'a number' : 'a boolean';
}

/** The transforms a `Transform` section names. */
function transformNames(n: DocNode | undefined): string[] {
  if (!n) return [];
  if (n.kind === 'seq') return n.items.flatMap(transformNames);
  const name = n.kind === 'map' ? text(get(n, 'Name')) : text(n);
  return name === undefined ? [] : [name];
}

function textsOf(n: DocNode | undefined): string[] {
  if (!n) return [];
  if (n.kind === 'scalar') return [String(n.value)];
  if (n.kind === 'seq') return n.items.flatMap(textsOf);
  return n.entries.flatMap((e) => [e.key, ...textsOf(e.value)]);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
