/**
 * Files that hold what the others need (provider pins, inputs, outputs, values) rather than the
 * infrastructure itself: opening an answer on one of them (`versions.tf` comes first in a
 * Terraform module) shows the reader version constraints instead of what they asked for.
 */
const SUPPORTING = /^(?:versions|providers?|variables|outputs|locals|backend|terraform)\.(?:tf|hcl)$|\.tfvars$/i;
/** A deployment template by its usual names: CloudFormation's `template.yaml`, ARM's `azuredeploy.json`. */
const TEMPLATE = /(?:^|[._-])template(?:[._-]|$)|^azuredeploy\./i;

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);
const depth = (path: string) => path.split('/').length;
const stem = (path: string) => {
  const name = baseName(path);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
};

/**
 * The file an answer opens on: `main.*` (the shallowest), else the deployment template, else the
 * largest file that is not a supporting one (variables, outputs, provider pins), else the first.
 * The one rule for which file a multi-file answer shows first.
 *
 * @example
 *   mainFileOf([versions, main, variables]) // main (main.tf)
 *   mainFileOf([versions, aws, azure])      // whichever of aws.tf and azure.tf is longer
 */
export function mainFileOf<F extends { path: string; content: string }>(files: readonly F[]): F | undefined {
  const shallowest = (list: F[]) => list.sort((a, b) => depth(a.path) - depth(b.path))[0];
  const main = shallowest(files.filter((f) => stem(f.path).toLowerCase() === 'main'));
  if (main) return main;
  const template = shallowest(files.filter((f) => TEMPLATE.test(baseName(f.path))));
  if (template) return template;
  const resources = files.filter((f) => !SUPPORTING.test(baseName(f.path)));
  const largest = resources.reduce<F | undefined>(
    (best, f) => (!best || f.content.length > best.content.length ? f : best),
    undefined,
  );
  return largest ?? files[0];
}
