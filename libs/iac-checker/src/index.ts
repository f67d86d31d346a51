/**
 * Checked output: the validators of every format, the security rules, the secret scan and the
 * waivers, offline and pure (no network, no writes). `checkFiles` parses each file once with the
 * parse layer (parse/), runs the format's checks against the bundled schemas (libs/iac-schemas/data),
 * then the security rules (rules/) and the secret scan (secrets/) over the same parsed files, and
 * returns one list: waivers applied, repeats dropped, capped, sorted by file and line (waivers/).
 * `prepareChecks` loads the parsers and the schemas ahead of the first call (a worker thread does it
 * at start).
 *
 * @example
 *   await prepareChecks(['terraform-aws']);
 *   const diagnostics = await checkFiles([{ path: 'main.tf', content }], 'terraform-aws');
 *   diagnostics.filter((d) => d.severity === 'error').length // 0 for code that validates and has no HIGH/CRITICAL finding
 */
import { type Diagnostic, type FormatId, DiagnosticMessages } from '@infragen/contracts';
import { armData, cloudFormationSpec, kubernetesApi, providerSchemas, SCHEMA_PROVIDERS } from '@infragen/iac-schemas';
import { validateArm } from './arm/validate';
import { validateBicep } from './bicep/validate';
import { validateCloudFormation } from './cloudformation/validate';
import { jsonTemplateReadsAsYaml } from './cloudformation/yaml-body';
import { isKustomization, kustomizePatches, patchMayOmit } from './kubernetes/kustomize';
import { type Filled, kustomizeConfigurationFiles, kustomizeFills } from './kubernetes/kustomize-fills';
import { TestStepFindings, testStepFiles, type TestStepUse } from './kubernetes/test-assertions';
import { validateKubernetesDocument } from './kubernetes/validate';
import { parseBicep } from './parse/bicep/parse-bicep';
import { type ParsedDocument } from './parse/doc/ast';
import { parseJson } from './parse/doc/parse-json';
import { parseYaml } from './parse/doc/parse-yaml';
import { hasTemplateMarkers } from './parse/doc/template-markers';
import { manifestDocuments } from './parse/doc/list-items';
import { expandForEach } from './parse/doc/expand-foreach';
import { LineIndex } from './parse/position';
import { soundBicep, soundDocuments, soundHcl } from './parse/recover';
import { BrokenPartLeftOut, causedByLeftOutPart, Findings } from './diagnostics';
import { fenceLines, fencesExplain } from './fences';
import { type HclFile } from './parse/hcl/ast';
import { hclFromJson } from './parse/hcl/from-json';
import { parseHcl } from './parse/hcl/parse-hcl';
import { loadHclParser } from './parse/hcl/tree-sitter';
import { syntaxFindings, validateTerraform } from './terraform/validate';
import { dirOf } from './terraform/module';
import { securityFindings } from './rules';
import { type ParsedFile } from './rules/parsed-file';
import { secretFindings } from './secrets';
import { type CodeOrigin, finalList } from './waivers';

export type { CodeOrigin } from './waivers';

export interface CheckedFile {
  path: string;
  content: string;
}

const TERRAFORM_FORMATS: FormatId[] = [
  'terraform',
  'terraform-aws',
  'terraform-azurerm',
  'terraform-google',
  'terraform-kubernetes',
];
const isTerraform = (format: FormatId) => TERRAFORM_FORMATS.includes(format);

/** Loads what the formats' checks need, once per process; later calls return at once. */
export async function prepareChecks(formats: readonly FormatId[] = TERRAFORM_FORMATS): Promise<void> {
  if (formats.some(isTerraform)) {
    await loadHclParser();
    for (const p of SCHEMA_PROVIDERS) providerSchemas(p);
  }
  if (formats.includes('cloudformation')) cloudFormationSpec();
  if (formats.includes('kubernetes-yaml')) kubernetesApi();
  if (formats.includes('arm') || formats.includes('bicep')) armData();
}

/** Reports a document's syntax issues; true when there were any. */
function docSyntax(docs: ParsedDocument[], f: Findings, message: (detail: string) => string, code: string): boolean {
  let any = false;
  for (const d of docs)
    for (const issue of d.syntax) {
      any = true;
      f.error(code, message(issue.message), issue.span);
    }
  return any;
}

/**
 * Reports what a strict YAML parser refuses but PyYAML reads alike: a warning in a template
 * (CloudFormation and cfn-lint read it with PyYAML), an error elsewhere.
 */
function toleratedYaml(docs: ParsedDocument[], f: Findings, pyYaml: boolean): void {
  for (const issue of docs.flatMap((d) => d.tolerated ?? []))
    if (pyYaml) f.warning('yaml.comment-unspaced', DiagnosticMessages.checks.syntax.yamlCommentUnspaced, issue.span);
    else f.error('yaml.syntax', DiagnosticMessages.checks.syntax.yaml(issue.message), issue.span);
}

const wholeFile = (text: string) => new LineIndex(text).span(0, text.length);

/** What the security rules see of a file: what parsed soundly, syntax errors left out (parse/recover.ts). */
function soundView(file: ParsedFile): ParsedFile {
  if (file.kind === 'hcl' || file.kind === 'tfvars') return { ...file, hcl: soundHcl(file.hcl) };
  if (file.kind === 'bicep') return { ...file, bicep: soundBicep(file.bicep) };
  return file;
}

/**
 * Every finding for the files of one answer, in file and line order. `origin` says who wrote the
 * code: a model's waivers are shown and not applied (waivers/); the user's edits (the editor's
 * check) and the built-in engine's output keep theirs.
 */
export async function checkFiles(
  files: readonly CheckedFile[],
  format: FormatId,
  origin: CodeOrigin = 'user',
): Promise<Diagnostic[]> {
  const collectors = new Map<string, Findings>();
  const findings = (file: string) => {
    let f = collectors.get(file);
    if (!f) collectors.set(file, (f = new Findings(format, file)));
    return f;
  };
  const hcl: HclFile[] = [];
  const patches = format === 'kubernetes-yaml' ? kustomizePatches(files) : new Set<string>();
  // What the kustomizations among the files make in the resources they build (kubernetes/kustomize-fills.ts).
  const fills = format === 'kubernetes-yaml' ? kustomizeFills(files) : new Map<string, Filled>();
  const kustomizeOwn = format === 'kubernetes-yaml' ? kustomizeConfigurationFiles(files) : new Set<string>();
  // Objects an end-to-end test applies or asserts (kubernetes/test-assertions.ts).
  const testSteps = format === 'kubernetes-yaml' ? testStepFiles(files) : new Map<string, TestStepUse>();
  // Every file as parsed, for the security rules, the secret scan and the waivers.
  const parsed: ParsedFile[] = [];
  for (const file of files) {
    const f = findings(file.path);
    const text = { path: file.path, content: file.content, kind: 'text' } as const;
    // A fence line is reported only where the file does not parse (fences.ts).
    const fences = fenceLines(file.content);
    const fenced = (broken: boolean) => {
      if (fencesExplain(fences, broken, f)) parsed.push(text);
      return fences.length > 0 && broken;
    };
    if (/\.tf$/.test(file.path) && (isTerraform(format) || format === 'terraform')) {
      await loadHclParser();
      const p = parseHcl(file.path, file.content);
      if (fenced(p.syntax.length > 0)) continue;
      syntaxFindings(p, f);
      hcl.push(p);
      parsed.push({ ...text, kind: 'hcl', hcl: p });
    } else if (/\.tf\.json$/.test(file.path) && isTerraform(format)) {
      // Terraform's JSON syntax: read for the names it declares (parse/hcl/from-json.ts).
      const doc = parseJson(file.content);
      docSyntax([doc], f, DiagnosticMessages.checks.syntax.json, 'json.syntax');
      hcl.push(hclFromJson(file.path, doc));
      parsed.push(text);
    } else if (/\.tfvars$/.test(file.path)) {
      await loadHclParser();
      const p = parseHcl(file.path, file.content);
      if (fenced(p.syntax.length > 0)) continue;
      syntaxFindings(p, f);
      parsed.push({ ...text, kind: 'tfvars', hcl: p });
    } else if (
      (/\.ya?ml$/.test(file.path) && (format === 'cloudformation' || format === 'kubernetes-yaml')) ||
      // A .json template that reads only as YAML (JSON under `#` comments) is read as YAML, with a warning.
      (format === 'cloudformation' && jsonTemplateReadsAsYaml(file.path, file.content, f))
    ) {
      const all = parseYaml(file.content);
      if (fenced(all.some((d) => d.syntax.length > 0))) continue;
      // A template still to be rendered (Helm, Jinja) that is not YAML as written is not judged.
      if (all.some((d) => d.syntax.length > 0) && hasTemplateMarkers(file.content)) {
        f.info('yaml.unrendered-template', DiagnosticMessages.checks.syntax.yamlTemplate, wholeFile(file.content));
        parsed.push(text);
        continue;
      }
      const broken = docSyntax(all, f, DiagnosticMessages.checks.syntax.yaml, 'yaml.syntax');
      toleratedYaml(all, f, format === 'cloudformation');
      // A template is one document; a stream of manifests keeps its sound documents checked.
      const docs =
        format === 'kubernetes-yaml'
          ? soundDocuments(all)
          : broken
            ? []
            : all.map((d) => ({ ...d, root: expandForEach(d.root) }));
      const scanned = format === 'kubernetes-yaml' ? manifestDocuments(docs) : docs;
      parsed.push(scanned.length ? { ...text, kind: 'yaml', docs: scanned } : text);
      // An empty template is not one (it has no Resources).
      if (!docs.length && !broken && format === 'cloudformation')
        validateCloudFormation(undefined, f, wholeFile(file.content), file.content);
      if (!docs.length) continue;
      if (format === 'cloudformation')
        validateCloudFormation(docs[0]?.root, f, docs[0]?.span ?? wholeFile(file.content), file.content);
      // A kustomization, and the configuration files it names, are kustomize's own (apiVersion and kind
      // optional), not manifests.
      else if (!isKustomization(file.path) && !kustomizeOwn.has(file.path))
        for (const d of docs)
          // An empty document (a trailing `---`) holds nothing to check.
          if (d.root && !(d.root.kind === 'scalar' && d.root.value === null))
            // A kustomize patch holds only what it changes: its missing fields are the base's.
            validateKubernetesDocument(
              d.root,
              patches.has(file.path)
                ? new BrokenPartLeftOut(f, patchMayOmit)
                : testSteps.has(file.path)
                  ? new TestStepFindings(f, testSteps.get(file.path)!)
                  : f,
              fills.get(file.path),
            );
    } else if (/\.json$/.test(file.path) && (format === 'cloudformation' || format === 'arm')) {
      const read = parseJson(file.content, {
        multiLineStrings: format === 'arm',
        // ARM's engine keeps the last value of a key given twice (arm/overridden-keys.ts warns).
        lastKeyWins: format === 'arm',
        // Json.NET, which ARM's engine and Azure PowerShell read templates with, takes a trailing comma.
        trailingCommas: format === 'arm',
      });
      const doc = format === 'cloudformation' ? { ...read, root: expandForEach(read.root) } : read;
      if (fenced(doc.syntax.length > 0)) continue;
      const broken = docSyntax([doc], f, DiagnosticMessages.checks.syntax.json, 'json.syntax');
      for (const issue of doc.tolerated ?? [])
        f.warning('json.trailing-comma', DiagnosticMessages.checks.syntax.jsonTrailingComma, issue.span);
      // A syntax error leaves out the member it is in (a resource, a parameter); the rest is
      // checked and scanned, without the unknown names and missing properties it may cause.
      parsed.push(doc.root ? { ...text, kind: 'json', doc } : text);
      if (!doc.root) continue;
      const g = broken ? new BrokenPartLeftOut(f, causedByLeftOutPart) : f;
      if (format === 'cloudformation') validateCloudFormation(doc.root, g, doc.span, file.content);
      else validateArm(doc.root, g, doc.span);
    } else if (/\.bicep(param)?$/.test(file.path) && format === 'bicep') {
      const p = parseBicep(file.content, { paramsFile: file.path.endsWith('.bicepparam') });
      if (fenced(p.syntax.length > 0)) continue;
      validateBicep(p, f, file.content);
      parsed.push({ ...text, kind: 'bicep', bicep: p });
    } else if (!fenced(true)) parsed.push(text);
  }
  // A syntax error leaves the rest checked: the blocks it touches are left out (parse/recover.ts),
  // and in its folder a name is not called undeclared, since the broken block may declare it.
  const broken = new Set(hcl.filter((h) => h.syntax.length).map((h) => dirOf(h.path)));
  // A folder written for Terraform 0.11 or earlier is said as not checked: its older syntax is no error either.
  const preHcl2 = hcl.length ? validateTerraform(hcl.map(soundHcl), findings) : new Set<string>();
  const validation = [...collectors.values()]
    .flatMap((c) => c.list())
    .filter((d) => !(d.code.startsWith('terraform.undeclared-') && broken.has(dirOf(d.file))))
    .filter((d) => !(d.code.startsWith('hcl.') && preHcl2.has(dirOf(d.file))));
  const scanned = parsed.map(soundView);
  return finalList(
    [...validation, ...securityFindings(scanned, format), ...secretFindings(parsed, format)],
    parsed,
    format,
    origin,
  );
}
