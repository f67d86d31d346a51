/**
 * Building findings: one collector per file, which fills in the format and file, keeps findings
 * in document order and drops exact repeats.
 */
import { DIAGNOSTIC_SEVERITIES, type Diagnostic, type DiagnosticSeverity, type FormatId } from '@infragen/contracts';
import { type Span } from './parse/position';

export interface Finding {
  severity: DiagnosticSeverity;
  code: string;
  message: string;
  span: Span;
  fixHint?: string;
  path?: string;
}

export class Findings {
  private readonly items: Diagnostic[] = [];
  private readonly seen = new Set<string>();
  constructor(
    readonly format: FormatId,
    readonly file: string,
  ) {}

  add(f: Finding): void {
    const d: Diagnostic = {
      format: this.format,
      file: this.file,
      line: f.span.start.line,
      column: f.span.start.column,
      endLine: f.span.end.line,
      endColumn: f.span.end.column,
      severity: f.severity,
      code: f.code,
      message: f.message,
      ...(f.fixHint ? { fixHint: f.fixHint } : {}),
      ...(f.path ? { path: f.path } : {}),
    };
    const key = `${d.line}:${d.column}:${d.code}:${d.message}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.items.push(d);
  }
  error(code: string, message: string, span: Span, extra: { fixHint?: string; path?: string } = {}): void {
    this.add({ severity: 'error', code, message, span, ...extra });
  }
  warning(code: string, message: string, span: Span, extra: { fixHint?: string; path?: string } = {}): void {
    this.add({ severity: 'warning', code, message, span, ...extra });
  }
  info(code: string, message: string, span: Span, extra: { fixHint?: string; path?: string } = {}): void {
    this.add({ severity: 'info', code, message, span, ...extra });
  }
  get count(): number {
    return this.items.length;
  }
  list(): Diagnostic[] {
    return this.items;
  }
}

/**
 * Findings that pass on all but what a syntax error may have caused: in a file whose broken part
 * was left out (parse/doc/parse-json.ts), a name that part declared is called unknown and a
 * property it held is called missing, so those codes are not passed on.
 */
export class BrokenPartLeftOut extends Findings {
  constructor(
    private readonly to: Findings,
    private readonly mayBeCaused: (code: string) => boolean,
  ) {
    super(to.format, to.file);
  }
  override add(finding: Finding): void {
    if (!this.mayBeCaused(finding.code)) this.to.add(finding);
  }
}

/** Codes a left-out part of a template can cause: unknown names and missing properties. */
export const causedByLeftOutPart = (code: string): boolean =>
  /\.(undeclared|unknown-ref|unknown-getatt-target|unknown-sub-variable|unknown-depends-on|unknown-condition|missing-property|circular-dependency|duplicate-name|key-attributes)/.test(
    code,
  );

// Severities are listed most serious first.
const RANK = Object.fromEntries(DIAGNOSTIC_SEVERITIES.map((s, i) => [s, i])) as Record<DiagnosticSeverity, number>;

/** Files in the order given, then lines; errors before warnings on the same spot. */
export function sortDiagnostics(all: Diagnostic[], fileOrder: string[]): Diagnostic[] {
  const order = new Map(fileOrder.map((f, i) => [f, i]));
  return [...all].sort(
    (a, b) =>
      (order.get(a.file) ?? 0) - (order.get(b.file) ?? 0) ||
      a.line - b.line ||
      a.column - b.column ||
      RANK[a.severity] - RANK[b.severity],
  );
}
