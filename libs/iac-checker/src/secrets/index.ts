/**
 * Secret detection over the files of an answer: known key and token formats anywhere in the text
 * (patterns.ts), then literals given to secret-looking names in the parsed structures
 * (by-name.ts). Every finding is an error with the value masked; one finding per line (a token
 * found by its format is not reported again by its name).
 *
 * @example
 *   secretFindings(parsed, 'terraform-aws')[0].message
 *   // 'A AWS access key id is written in the code (`AKIA********`); anyone who can read the code can use it.'
 */
import { type Diagnostic, type FormatId, DiagnosticMessages, RULE_SEVERITY_TO_DIAGNOSTIC } from '@infragen/contracts';
import { LineIndex, type Span } from '../parse/position';
import { type ParsedFile } from '../rules/parsed-file';
import { bicepSecrets, docSecrets, hclSecrets, NAMED_SECRETS, type NamedSecret } from './by-name';
import { mask, SECRET_PATTERNS } from './patterns';
import { isPlaceholder } from './values';

const S = DiagnosticMessages.securityChecks.secrets;

/** Every secret id, with what it finds and its severity (for waivers and the documentation). */
export const SECRET_KINDS: ReadonlyMap<string, { kind: string; severity: string }> = new Map([
  ...SECRET_PATTERNS.map((p) => [p.id, { kind: p.kind, severity: p.severity }] as const),
  ...Object.values(NAMED_SECRETS).map((n) => [n.id, { kind: n.kind, severity: n.severity }] as const),
]);

function hintFor(format: FormatId): string {
  if (format.startsWith('terraform')) return S.hint.terraform;
  if (format === 'cloudformation') return S.hint.cloudformation;
  if (format === 'arm') return S.hint.arm;
  if (format === 'bicep') return S.hint.bicep;
  return S.hint.kubernetes;
}

export function secretFindings(files: readonly ParsedFile[], format: FormatId): Diagnostic[] {
  const out: Diagnostic[] = [];
  const fixHint = hintFor(format);
  for (const file of files) {
    const lines = new Set<number>();
    const add = (span: Span, id: string, severity: keyof typeof RULE_SEVERITY_TO_DIAGNOSTIC, message: string) => {
      if (lines.has(span.start.line)) return;
      lines.add(span.start.line);
      out.push({
        format,
        file: file.path,
        line: span.start.line,
        column: span.start.column,
        endLine: span.end.line,
        endColumn: span.end.column,
        severity: RULE_SEVERITY_TO_DIAGNOSTIC[severity],
        code: id,
        message,
        fixHint: id === 'IG-SEC-022' ? S.hint.kubernetes : fixHint,
        ruleSeverity: severity,
      });
    };

    const index = new LineIndex(file.content);
    const lower = file.content.toLowerCase();
    for (const p of SECRET_PATTERNS) {
      if (!p.hint.some((h) => lower.includes(h))) continue;
      p.regex.lastIndex = 0;
      for (let m = p.regex.exec(file.content); m; m = p.regex.exec(file.content)) {
        const secret = m[1] ?? m[0];
        if (isPlaceholder(secret) || (p.accept && !p.accept(secret, m))) continue;
        const start = m.index + m[0].indexOf(secret);
        add(
          index.span(start, start + secret.length),
          p.id,
          p.severity,
          S.pattern(p.kind, p.show ? p.show(m) : mask(secret)),
        );
      }
    }

    const named = (n: NamedSecret) => {
      const kind = NAMED_SECRETS[n.what];
      const masked = mask(n.value);
      const message =
        n.what === 'manifest'
          ? S.manifestSecret(n.name, masked)
          : n.what === 'sensitiveDefault'
            ? S.sensitiveDefault(n.name, masked)
            : S.named(n.name, masked);
      add(n.span, kind.id, kind.severity, message);
    };
    if (file.kind === 'hcl' || file.kind === 'tfvars') hclSecrets(file.hcl.body, named);
    else if (file.kind === 'yaml' || file.kind === 'json') {
      const docs = file.kind === 'yaml' ? file.docs : [file.doc];
      const kind =
        format === 'cloudformation'
          ? 'cloudformation'
          : format === 'arm'
            ? 'arm'
            : format === 'kubernetes-yaml'
              ? 'kubernetes'
              : 'other';
      docSecrets(docs, kind, named);
    } else if (file.kind === 'bicep') bicepSecrets(file.bicep, named);
  }
  return out;
}
