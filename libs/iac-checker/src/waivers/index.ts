/**
 * The last pass over an answer's findings (validation, rules, secrets): inline waivers applied,
 * repeats dropped, the list capped, then sorted by file and line.
 *
 * - A waiver covers findings of the rules it names on the line it is written on (a trailing
 *   comment), or on the line below it and everything that starts there (units.ts); JSON
 *   templates write waivers in `metadata` (metadata.ts). A waived finding stays in the list at
 *   severity info, marked `waived` with the reason; a waiver without a reason does not apply and
 *   is reported, as is one naming no known rule, and (as information) one that matched nothing.
 *   Only security rules and secrets can be waived; validation errors are fixed, not waived.
 * - Waivers are the user's decision, never the model's: in code a model wrote (origin `model`)
 *   a waiver is shown as information (`waiver.not-honoured`) and applies to nothing, so a model
 *   cannot silence its own CRITICAL finding and the finding reaches the repair round. Code the
 *   user wrote or edited (`user`) and the built-in engine's output (`engine`, whose waivers are
 *   written on the request's explicit ask) keep their waivers.
 * - Repeats: one finding per file, line, column and code; a security rule's findings are also told
 *   apart by their text, which names the setting, so one rule reporting several settings left out
 *   of the same resource (all on its first line) keeps each of them.
 * - Cap: at most MAX_PER_CODE findings of one code in one file and MAX_FINDINGS in all, the most
 *   serious kept first; one note says how many were left out.
 */
import { DIAGNOSTIC_SEVERITIES, type Diagnostic, type FormatId, DiagnosticMessages } from '@infragen/contracts';
import { sortDiagnostics } from '../diagnostics';
import { RULE_IDS } from '../rules';
import { type ParsedFile } from '../rules/parsed-file';
import { SECRET_KINDS } from '../secrets';
import { commentDirectives, type CommentStyle, isCommentOrBlank } from './comments';
import { armWaivers, cloudFormationWaivers, type MetadataWaiver } from './metadata';
import { unitsOf } from './units';

/** Who wrote the checked code: its waivers count only when it is not a model. */
export type CodeOrigin = 'user' | 'engine' | 'model';

export const MAX_PER_CODE = 25;
export const MAX_FINDINGS = 300;

const W = DiagnosticMessages.securityChecks.waivers;

interface Waiver {
  file: string;
  line: number;
  column: number;
  ids: string[];
  reason: string;
  from: number;
  to: number;
  used: Set<string>;
}

function styleOf(file: ParsedFile): CommentStyle | undefined {
  if (file.kind === 'hcl' || file.kind === 'tfvars' || /\.(tf|tfvars)$/.test(file.path)) return 'hcl';
  if (file.kind === 'bicep' || /\.bicep$/.test(file.path)) return 'bicep';
  if (file.kind === 'yaml' || /\.ya?ml$/.test(file.path)) return 'yaml';
  return undefined;
}

/** Every waiver of the files, with the lines it covers. */
function collectWaivers(files: readonly ParsedFile[], format: FormatId): Waiver[] {
  const out: Waiver[] = [];
  for (const file of files) {
    const style = styleOf(file);
    const directives = style ? commentDirectives(file.content, style) : [];
    const lines = file.content.split('\n');
    if (directives.length) {
      const units = unitsOf(file);
      for (const d of directives) {
        let from = d.line;
        if (!d.trailing) {
          from = d.line + 1;
          while (from <= lines.length && isCommentOrBlank(lines[from - 1], style!)) from++;
        }
        out.push({
          file: file.path,
          line: d.line,
          column: d.column,
          ids: d.ids.map((id) => id.toUpperCase()),
          reason: d.reason,
          from,
          to: Math.max(from, units.get(from) ?? from),
          used: new Set(),
        });
      }
    }
    let meta: MetadataWaiver[] = [];
    const root = file.kind === 'json' ? file.doc.root : file.kind === 'yaml' ? file.docs[0]?.root : undefined;
    if (format === 'cloudformation' && root) meta = cloudFormationWaivers(root, lines.length);
    else if (format === 'arm' && file.kind === 'json') meta = armWaivers(root, lines.length);
    for (const m of meta)
      out.push({
        file: file.path,
        line: m.span.start.line,
        column: m.span.start.column,
        ids: m.ids.map((id) => id.toUpperCase()),
        reason: m.reason,
        from: m.from,
        to: m.to,
        used: new Set(),
      });
  }
  return out;
}

const known = (id: string) => RULE_IDS.has(id) || SECRET_KINDS.has(id);

/** A model's waivers: each named once as information, none applied. */
function modelWaivers(all: Diagnostic[], waivers: readonly Waiver[], format: FormatId): Diagnostic[] {
  const notes: Diagnostic[] = waivers.flatMap((w) =>
    w.ids.map((id) => ({
      format,
      file: w.file,
      line: w.line,
      column: w.column,
      severity: 'info' as const,
      code: 'waiver.not-honoured',
      message: W.notHonoured(id),
    })),
  );
  return [...all, ...notes];
}

function applyWaivers(
  all: Diagnostic[],
  files: readonly ParsedFile[],
  format: FormatId,
  origin: CodeOrigin,
): Diagnostic[] {
  const waivers = collectWaivers(files, format);
  if (!waivers.length) return all;
  if (origin === 'model') return modelWaivers(all, waivers, format);
  const out = all.map((d) => {
    if (!d.ruleSeverity) return d;
    const w = waivers.find(
      (x) => x.file === d.file && d.line >= x.from && d.line <= x.to && x.reason && x.ids.includes(d.code),
    );
    if (!w) return d;
    w.used.add(d.code);
    return {
      ...d,
      severity: 'info' as const,
      message: DiagnosticMessages.securityChecks.waived(d.message, w.reason),
      waived: { reason: w.reason, line: w.line },
    };
  });
  for (const w of waivers) {
    const at = { format, file: w.file, line: w.line, column: w.column };
    if (!w.ids.length) out.push({ ...at, severity: 'warning', code: 'waiver.no-rule', message: W.noRule });
    for (const id of w.ids.filter((x) => !known(x)))
      out.push({ ...at, severity: 'warning', code: 'waiver.unknown-rule', message: W.unknownRule(id) });
    const valid = w.ids.filter(known);
    if (!w.reason && valid.length)
      out.push({
        ...at,
        severity: 'warning',
        code: 'waiver.missing-reason',
        message: W.missingReason(valid.join(', ')),
        fixHint: W.reasonHint(valid[0]),
      });
    else if (w.reason)
      for (const id of valid.filter((x) => !w.used.has(x)))
        out.push({ ...at, severity: 'info', code: 'waiver.unused', message: W.unused(id) });
  }
  return out;
}

const RANK = Object.fromEntries(DIAGNOSTIC_SEVERITIES.map((s, i) => [s, i])) as Record<string, number>;

/** Waivers applied, repeats dropped, capped and sorted: the list checkFiles returns. */
export function finalList(
  all: Diagnostic[],
  files: readonly ParsedFile[],
  format: FormatId,
  origin: CodeOrigin = 'user',
): Diagnostic[] {
  const order = files.map((f) => f.path);
  const seen = new Set<string>();
  const unique = applyWaivers(all, files, format, origin).filter((d) => {
    const key = `${d.file}\u0000${d.line}\u0000${d.column}\u0000${d.code}${RULE_IDS.has(d.code) ? `\u0000${d.message}` : ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (unique.length <= MAX_FINDINGS && !tooManyOfOne(unique)) return sortDiagnostics(unique, order);
  // The most serious first, so what is cut is the least serious.
  const bySeverity = sortDiagnostics(unique, order).sort((a, b) => RANK[a.severity] - RANK[b.severity]);
  const perCode = new Map<string, number>();
  const kept: Diagnostic[] = [];
  for (const d of bySeverity) {
    const key = `${d.file}\u0000${d.code}`;
    const n = perCode.get(key) ?? 0;
    if (n >= MAX_PER_CODE || kept.length >= MAX_FINDINGS) continue;
    perCode.set(key, n + 1);
    kept.push(d);
  }
  const omitted = unique.length - kept.length;
  const first = kept[0] ?? unique[0];
  kept.push({
    format,
    file: first.file,
    line: 1,
    column: 1,
    severity: 'info',
    code: 'checks.capped',
    message: DiagnosticMessages.securityChecks.capped(omitted),
  });
  return sortDiagnostics(kept, order);
}

function tooManyOfOne(list: Diagnostic[]): boolean {
  const counts = new Map<string, number>();
  for (const d of list) {
    const key = `${d.file}\u0000${d.code}`;
    const n = (counts.get(key) ?? 0) + 1;
    if (n > MAX_PER_CODE) return true;
    counts.set(key, n);
  }
  return false;
}
