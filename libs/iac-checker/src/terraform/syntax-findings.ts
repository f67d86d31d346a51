/**
 * A parsed .tf file's syntax issues (unclosed blocks and strings, missing and unexpected tokens)
 * as findings.
 */
import { DiagnosticMessages } from '@infragen/contracts';
import { type Findings } from '../diagnostics';
import { type HclFile } from '../parse/hcl/ast';

const S = DiagnosticMessages.checks.syntax;

/** Syntax issues of one parsed file, as findings. */
export function syntaxFindings(file: HclFile, f: Findings): void {
  for (const issue of file.syntax) {
    if (issue.kind === 'unclosed-block')
      f.error('hcl.unclosed-block', S.unclosedBlock(`\`${issue.text}\``, issue.openedAt!.start.line), issue.openedAt!, {
        fixHint: 'Add the closing `}`.',
      });
    else if (issue.kind === 'unclosed-string') f.error('hcl.syntax', S.unclosedString, issue.span);
    else if (issue.kind === 'missing') f.error('hcl.syntax', S.hclMissing(issue.text), issue.span);
    else f.error('hcl.syntax', S.hclUnexpected(issue.text), issue.span);
  }
}
