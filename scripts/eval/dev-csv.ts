/**
 * The development file's measure (an IaC-Eval-shaped CSV: id, difficulty, prompt,
 * reference_resource_types, ...), unchanged: every prompt through Terraform (AWS provider), recall
 * of the reference resource types, parses, and outputs with zero validation errors. Its figures are
 * the baseline the generator's changes are compared with.
 */
import { validationErrors, type Engine } from './engine';
import { readHcl } from './read/hcl';

/** RFC 4180 CSV: quoted fields may hold commas, newlines and doubled quotes. */
export function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  const [header, ...body] = rows.filter((r) => r.length > 1);
  return body.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

interface DevResult {
  id: string;
  difficulty: number;
  declined: boolean;
  parses: boolean | null;
  validates: boolean | null;
  validationErrors: string[];
  recall: number;
  full: boolean;
  missing: string[];
  errors: string[];
  notCovered: string[];
}

export async function runDevCsv(engine: Engine, csv: { path: string; text: string }, log: (line: string) => void) {
  const rows = parseCsv(csv.text);
  const results: DevResult[] = [];
  for (const row of rows) {
    const reference = [...new Set(row.reference_resource_types.split(/\s+/).filter(Boolean))];
    const result = engine.generate({ prompt: row.prompt, platform: 'aws', format: 'terraform-aws' });
    const read = await readHcl(result.files);
    const declared = new Set(read.resources.map((r) => r.views[0].type));
    // Validation against the provider schemas (libs/iac-checker): errors only.
    const errors = result.declined ? [] : await validationErrors(engine, result.files, 'terraform-aws');
    const hit = reference.filter((t) => declared.has(t));
    const recall = reference.length ? hit.length / reference.length : result.declined ? 0 : 1;
    const missing = reference.filter((t) => !declared.has(t));
    results.push({
      id: row.id,
      difficulty: Number(row.difficulty),
      declined: result.declined,
      parses: result.declined ? null : read.parses,
      validates: result.declined ? null : errors.length === 0,
      validationErrors: errors,
      recall,
      full: recall === 1,
      missing,
      errors: read.errors,
      notCovered: result.notCovered,
    });
    log(
      `${String(row.id).padStart(4)}  ${result.declined ? 'declined' : read.parses ? 'parses  ' : 'PARSE-ERR'}${errors.length ? `  ${errors.length} validation error(s)` : ''}  recall ${recall.toFixed(2)}${recall === 1 ? '  full' : `  missing: ${missing.join(' ')}`}`,
    );
  }
  const produced = results.filter((r) => !r.declined);
  const summary = {
    file: csv.path,
    rows: results.length,
    produced: produced.length,
    declined: results.length - produced.length,
    parsesRate: produced.length ? produced.filter((r) => r.parses).length / produced.length : 0,
    validatesRate: produced.length ? produced.filter((r) => r.validates).length / produced.length : 0,
    meanRecall: results.reduce((s, r) => s + r.recall, 0) / (results.length || 1),
    fullRate: results.filter((r) => r.full).length / (results.length || 1),
  };
  log(`\nrows ${summary.rows}  produced ${summary.produced}  declined ${summary.declined}`);
  log(
    `parses ${(summary.parsesRate * 100).toFixed(1)}% of produced outputs  zero validation errors ${(summary.validatesRate * 100).toFixed(1)}%  mean recall ${summary.meanRecall.toFixed(3)}  full ${(summary.fullRate * 100).toFixed(1)}%`,
  );
  return { summary, results };
}
