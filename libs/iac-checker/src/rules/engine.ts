/**
 * Runs the security rules over targets (a Terraform module, a template, a manifest file): each
 * rule's check for the target's engine, with a context that finds resources by type and turns a
 * report into a finding (the rule's id as code, its severity mapped once, its remediation in the
 * target's own syntax as the fix hint).
 */
import { type Diagnostic, type FormatId, DiagnosticMessages, RULE_SEVERITY_TO_DIAGNOSTIC } from '@infragen/contracts';
import { remediationOf, type Resource, type Rule, type RuleContext } from './model';
import { type Target } from './targets/target';
import { at, type Node } from './view/node';

class Context implements RuleContext {
  readonly engine;
  private readonly byType = new Map<string, Resource[]>();
  private readonly dataByType = new Map<string, Resource[]>();

  constructor(
    private readonly target: Target,
    private readonly format: FormatId,
    private readonly out: Diagnostic[],
    private rule?: Rule,
  ) {
    this.engine = target.engine;
    for (const r of target.resources) push(this.byType, r);
    for (const r of target.data) push(this.dataByType, r);
  }

  use(rule: Rule): this {
    this.rule = rule;
    return this;
  }

  resources(...types: string[]): Resource[] {
    return types.flatMap((t) => this.byType.get(t.toLowerCase()) ?? []);
  }

  data(type: string): Resource[] {
    return this.dataByType.get(type.toLowerCase()) ?? [];
  }

  backends(type: string): Node[] {
    return this.target.backends.filter((b) => b.type === type).map((b) => b.node);
  }

  referrers(target: Resource, types: string[], path: string): Resource[] {
    return this.resources(...types).filter((r) => {
      const node = at(r.body, path);
      if (!node) return false;
      if (node.refs().includes(target.ref)) return true;
      return typeof target.identity === 'string' && node.value() === target.identity;
    });
  }

  report(resource: Resource, where?: Node, text?: string): void {
    const rule = this.rule!;
    const span = where ? (where.keySpan ?? where.span) : resource.span;
    this.out.push({
      format: this.format,
      file: resource.file,
      line: span.start.line,
      column: span.start.column,
      endLine: span.end.line,
      endColumn: span.end.column,
      severity: RULE_SEVERITY_TO_DIAGNOSTIC[rule.severity],
      code: rule.id,
      message: DiagnosticMessages.securityChecks.finding(resource.subject, text ?? rule.title),
      fixHint: remediationOf(rule, this.engine),
      path: resource.subject,
      ruleSeverity: rule.severity,
    });
  }
}

function push(map: Map<string, Resource[]>, r: Resource): void {
  const key = r.type.toLowerCase();
  const list = map.get(key);
  if (list) list.push(r);
  else map.set(key, [r]);
}

/** Every rule's findings over the targets, in the order the rules report them. */
export function runRules(targets: readonly Target[], rules: readonly Rule[], format: FormatId): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const target of targets) {
    if (!target.resources.length && !target.data.length && !target.backends.length) continue;
    const ctx = new Context(target, format, out);
    for (const rule of rules) rule.checks[target.engine]?.(ctx.use(rule));
  }
  return out;
}
