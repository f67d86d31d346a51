/**
 * Bicep's `#disable-next-line <codes>` pragmas: the author turns off the compiler's own
 * diagnostics on the next line (`#disable-next-line BCP035 // works with empty properties`).
 * Where one of ours is the same diagnostic, the pragma makes it information (still shown, no
 * longer an error): a missing required property is Bicep's BCP035, an unknown property BCP037, a
 * value of the wrong type BCP036.
 */
import { type Finding, Findings } from '../diagnostics';

const SAME_AS: Record<string, string> = {
  'bicep.missing-property': 'BCP035',
  'bicep.type-mismatch': 'BCP036',
  'bicep.unknown-property': 'BCP037',
};

/** Line (1-based) -> the diagnostic codes a pragma on the line before turns off there. */
export function disabledLines(source: string): Map<number, Set<string>> {
  const out = new Map<number, Set<string>>();
  source.split('\n').forEach((line, i) => {
    const m = /^\s*#disable-next-line\s+([^/]*)/.exec(line);
    if (m) out.set(i + 2, new Set(m[1].trim().split(/\s+/)));
  });
  return out;
}

/** Findings that pass everything on, a finding its line's pragma turns off as information. */
export class PragmaDisabled extends Findings {
  constructor(
    private readonly to: Findings,
    private readonly disabled: Map<number, Set<string>>,
  ) {
    super(to.format, to.file);
  }
  override add(finding: Finding): void {
    const code = SAME_AS[finding.code];
    const off = code && this.disabled.get(finding.span.start.line)?.has(code);
    this.to.add(off && finding.severity !== 'info' ? { ...finding, severity: 'info' } : finding);
  }
}
