/**
 * A module of the project without a provider constraint of its own runs on the version its callers
 * pin (found on a public landing zone whose root pins azurerm 3 and whose OpenAI module, written for
 * azurerm 3, was judged against the newest schema): checked with its callers, it gets their version.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkFiles, prepareChecks } from '../index';
import { RULE_IDS } from '../rules';
import { SECRET_KINDS } from '../secrets';

beforeAll(() => prepareChecks(['terraform-aws']), 30000);

const FILES = ['main.tf', 'modules/worker/main.tf'];
const project = () =>
  FILES.map((path) => ({ path, content: readFileSync(join(__dirname, 'fixtures/caller-constraint', path), 'utf8') }));
const errors = async (files: { path: string; content: string }[]) =>
  (await checkFiles(files, 'terraform-aws'))
    .filter((d) => d.severity === 'error' && !RULE_IDS.has(d.code) && !SECRET_KINDS.has(d.code))
    .map((d) => `${d.file}:${d.line} ${d.code}`);

describe('a called module is checked against the provider version its configuration pins', () => {
  it('aws 5 arguments in a module whose root pins ~> 5.40 are no error', async () => {
    expect(await errors(project())).toEqual([]);
  });

  it('the same module alone, or under a root pinning aws 6, is judged against aws 6', async () => {
    const [root, worker] = project();
    const dropped = [
      'modules/worker/main.tf:24 terraform.unknown-argument',
      'modules/worker/main.tf:25 terraform.unknown-argument',
    ];
    expect(await errors([worker])).toEqual(dropped);
    const six = { ...root, content: root.content.replace('~> 5.40', '~> 6.0') };
    expect(await errors([six, worker])).toEqual(dropped);
  });

  it('a caller through another module passes its constraint on', async () => {
    const [root, worker] = project();
    const middle = {
      path: 'modules/pool/main.tf',
      content:
        'module "one" {\n  source        = "../worker"\n  name          = "a"\n  instance_type = "t3.micro"\n}\n',
    };
    const top = {
      ...root,
      content: root.content
        .replace('./modules/worker', './modules/pool')
        .replace(/\n\s*name\s+=.*\n\s*instance_type.*\n/, '\n')
        .replace('module.worker.id', '"x"'),
    };
    expect(await errors([top, middle, worker])).toEqual([]);
  });
});
