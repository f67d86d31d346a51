/**
 * The intrinsic functions of a template: each one known and well-formed, and what it points at
 * declared: Ref's parameter or resource, Fn::GetAtt's resource and attribute, Fn::Sub's variables,
 * Fn::If's and Condition's conditions, Fn::FindInMap's mapping.
 */
import { DiagnosticMessages } from '@infragen/contracts';
import { type cloudFormationSpec } from '@infragen/iac-schemas';
import { type Findings } from '../diagnostics';
import { type DocNode, get, text } from '../parse/doc/ast';
import { type Span } from '../parse/position';
import { closest } from '../suggest';
import { isPropertyAttribute } from './getatt-properties';
import { argumentProblem } from './intrinsic-args';
import { INTRINSICS } from './intrinsic-names';
import { LOOP, PSEUDO, type TemplateNames } from './template-names';

const C = DiagnosticMessages.checks.cloudformation;

/**
 * Types whose GetAtt returns the outputs of the stack they create as `Outputs.<key>`: a nested stack
 * and a Service Catalog provisioned product (cfn-lint's schema/_getatts.py maps both so).
 */
const STACK_OUTPUT_TYPES = new Set([
  'AWS::CloudFormation::Stack',
  'AWS::ServiceCatalog::CloudFormationProvisionedProduct',
]);

export class ReferenceCheck {
  constructor(
    private readonly names: TemplateNames,
    private readonly spec: ReturnType<typeof cloudFormationSpec>,
    private readonly f: Findings,
  ) {}

  /** Every intrinsic function under `node`: known, well-formed, and pointing at things that exist. */
  intrinsics(node: DocNode, path: string): void {
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
        if (c && text(c) !== undefined && !this.names.conditions.has(text(c)!))
          this.f.error('cloudformation.unknown-condition', C.unknownCondition(text(c)!), c.span);
      } else if (
        e.key === 'Condition' &&
        path.startsWith('Conditions') &&
        text(e.value) !== undefined &&
        !this.names.conditions.has(text(e.value)!)
      )
        this.f.error('cloudformation.unknown-condition', C.unknownCondition(text(e.value)!), e.value.span);
      else if (e.key === 'Fn::FindInMap' && e.value.kind === 'seq') {
        const m = e.value.items[0];
        if (m && text(m) !== undefined && !this.names.mappings.has(text(m)!))
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
    if (PSEUDO.has(name) || this.names.parameters.has(name) || this.names.resources.entries.some((r) => r.key === name))
      return;
    if (this.names.made(name)) return;
    const hint = closest(name, [
      ...this.names.parameters,
      ...this.names.resources.entries.map((r) => r.key),
      ...PSEUDO,
    ]);
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
    const r = get(this.names.resources, res);
    if (!r && this.names.made(res)) return;
    if (!r) {
      const hint = closest(
        res,
        this.names.resources.entries.map((e) => e.key),
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
    const attributes = spec.a;
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
      if (given.has(ref) || given.has(head) || PSEUDO.has(ref) || this.names.parameters.has(ref)) continue;
      if (rest.length) {
        this.attribute(head, rest.join('.'), template.span, template.span);
        continue;
      }
      if (this.names.resources.entries.some((r) => r.key === head) || this.names.made(head)) continue;
      const hint = closest(ref, [
        ...this.names.parameters,
        ...this.names.resources.entries.map((r) => r.key),
        ...given,
      ]);
      this.f.error('cloudformation.unknown-sub-variable', C.unknownSubVariable(ref), template.span, {
        fixHint: hint && DiagnosticMessages.checks.didYouMean(hint),
      });
    }
  }
}
