/**
 * False errors found on public real-world code, each reproduced by a fixture of our own beside its
 * format's validator (<format>/fixtures/): correct code the checker used to call wrong. Every
 * fixture must check with no validation error (security findings may stand: they are not about
 * validity). The classes each fixture holds are listed with it.
 */
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { type FormatId } from '@infragen/contracts';
import { checkFiles, prepareChecks } from './index';
import { RULE_IDS } from './rules';
import { SECRET_KINDS } from './secrets';

beforeAll(
  () => prepareChecks(['terraform-aws', 'terraform-google', 'cloudformation', 'kubernetes-yaml', 'arm', 'bicep']),
  30000,
);

const CASES: [string, FormatId, string][] = [
  [
    'bicep/fixtures/modern.bicep',
    'bicep',
    'a byte-order mark, #disable-next-line pragmas, nullable types (string?, type?), .? and [?0], the spread ...',
  ],
  [
    'arm/fixtures/real-world.json',
    'arm',
    'a byte-order mark, variables made by a copy loop, an inner-scope nested template’s own parameters, languageVersion 2.0 symbolic names in dependsOn, an existing resource without properties, a multi-line string, fail(), a resourceId type with a trailing slash',
  ],
  ['arm/fixtures/resource-group.json', 'arm', 'a resource group without properties'],
  [
    'arm/fixtures/azure-stack.json',
    'arm',
    'an apiProfile and a resource without apiVersion; as information: an apiVersion older than any known for its type, a child type at a version of its parent',
  ],
  [
    'arm/fixtures/custom-provider.json',
    'arm',
    'a resource type a custom resource provider declares (Microsoft.CustomProviders/resourceProviders/users), as information',
  ],
  [
    'arm/fixtures/loops-and-functions.json',
    'arm',
    'a property copy loop, a user-defined function’s own parameters, flatten(), deployer(), a user-assigned identity without properties',
  ],
  [
    'bicep/fixtures/multi-line.bicep',
    'bicep',
    'the same child resource name under two parents, a ternary and && / || / ?? continued on the next lines, a lambda body on the next line, a resource’s value on the line after `=`, a function’s body on the line after `=>` going on over lines, deployer(), a typed variable, a union type over lines, a resourceInput<> type; as information: an apiVersion newer than the bundled ones, a namespace without a schema',
  ],
  [
    'arm/fixtures/cross-scope.json',
    'arm',
    'a deployment into another subscription and group; as information: an apiVersion newer than the bundled ones, a namespace without a schema',
  ],
  [
    'terraform/fixtures/blocks/main.tf',
    'terraform-aws',
    'moved (also to an address renamed since), import, removed and check blocks, ephemeral resources referred to',
  ],
  [
    'terraform/fixtures/newer-provider/main.tf',
    'terraform-google',
    'a module requiring google 7 (>= 7.0, < 8.0): checked against the bundled google 7.42, not 6.50',
  ],
  [
    'arm/fixtures/published-types.json',
    'arm',
    'deploymentScripts’ kind/properties union; as information: an extension type, a read-only type and an apiVersion Azure publishes without a bundled schema; resourceId of an inline sub-resource; roleDefinitions(), resourceInfo() of a symbolic resource',
  ],
  [
    'bicep/fixtures/published-types.bicep',
    'bicep',
    'deploymentScripts’ kind/properties union, a function called above its declaration, roleDefinitions(), a variable imported from another file, names imported one a line with a comment and an alias; as information: an extension type, read-only types read as existing, a required property a #disable-next-line BCP035 pragma lets go',
  ],
  [
    'terraform/fixtures/google-beta/main.tf',
    'terraform-google',
    'resources of the google-beta provider (no beta schema bundled): their own types, blocks and attributes read elsewhere are information',
  ],
  [
    'terraform/fixtures/open-constraint/main.tf',
    'terraform-google',
    'a constraint admitting a newer major than the bundled google 6.50 (>= 6.0): names it lacks are information',
  ],
  [
    'terraform/fixtures/fence-in-heredoc/main.tf',
    'terraform',
    'a markdown code block inside a heredoc description (text, not a fence left in)',
  ],
  [
    'arm/fixtures/landing-zone.json',
    'arm',
    'dependsOn naming a resource copy loop; as information: a string that only starts with `[` (text), a retired preview apiVersion',
  ],
  ['terraform/fixtures/resource-prefix/main.tf', 'terraform-aws', 'a reference written with the `resource.` prefix'],
  ['cloudformation/fixtures/sam-globals.yaml', 'cloudformation', 'SAM Globals and the resources SAM adds'],
  [
    'cloudformation/fixtures/language-extensions.yaml',
    'cloudformation',
    'Fn::ForEach, a nested stack’s Outputs.X, a custom resource’s Version, AWS::CDK::Metadata',
  ],
  [
    'cloudformation/fixtures/macro.yaml',
    'cloudformation',
    'a macro of the account’s own (Transform: Count) and the key it reads, as information',
  ],
  [
    'cloudformation/fixtures/rain.yaml',
    'cloudformation',
    'the rain tool’s Rain::Module and Rain::Embed (resolved before deployment), as information',
  ],
  [
    'cloudformation/fixtures/sam-split.yaml',
    'cloudformation',
    'what SAM splits into resources of their own or drops (an event naming the API that names the function, an Api’s EndpointConfiguration Name naming the Api, a GraphQL resolver function naming a data source that names the API) is no circle; DependsOn a stage SAM makes; Description beside Type; Fn::GetAtt as one dotted string; a boolean written as the string True; an empty Parameters section',
  ],
  [
    'cloudformation/fixtures/flow-indent.yaml',
    'cloudformation',
    'a quoted JSON policy and a flow list closed under their key (read as PyYAML reads them), beside a block scalar holding brackets and a quote',
  ],
  [
    'cloudformation/fixtures/flow-dash.yaml',
    'cloudformation',
    'a `-` written bare in a flow list or mapping (`!Join [-, ...]`, `!Split [-, ...]`, `{Value: -}`), the string "-" for PyYAML, SnakeYAML and go-yaml',
  ],
  [
    'kubernetes/fixtures/flow-dash.yaml',
    'kubernetes-yaml',
    'a `-` written bare in a flow list (`args: [..., -]`) and a flow mapping, the string "-" for go-yaml (kubectl)',
  ],
  [
    'cloudformation/fixtures/before-package.yaml',
    'cloudformation',
    'a template before `aws cloudformation package`: local paths (and an s3:// URL) in Code, Content, TemplateURL, BodyS3Location, DefinitionS3Location, Command.ScriptLocation, as information',
  ],
  [
    'arm/fixtures/legacy-extension.json',
    'arm',
    'extension resources spelt <parent type>/providers/<extension type> and named <parent>/<namespace>/<name> (diagnostic settings, a role assignment), top-level and as children (providers/locks)',
  ],
  [
    'arm/fixtures/template-in-variable.json',
    'arm',
    "a template held in a variable (Bicep’s loadJsonContent for a template spec): its `[[` escapes, a `[string('copy')]` key and the copy loop’s name in dependsOn are data the deployment evaluates first",
  ],
  [
    'arm/fixtures/key-case.json',
    'arm',
    'template keys in another case than documented (Parameters, apiversion, Type, Name, Properties, Copy, dependson, Outputs), which ARM reads in any case',
  ],
  [
    'arm/fixtures/bicep-extensions.json',
    'arm',
    'a compiled template using Bicep extensions (imports/import, and extensions/extension since extensibility v2): their resources carry the version in the type and no apiVersion or name, as information',
  ],
  [
    'bicep/fixtures/front-door-https.bicep',
    'bicep',
    'a Front Door (classic) frontend endpoint’s customHttpsConfiguration under an existing nested child, as information (a type Azure registers and deploys unpublished)',
  ],
  [
    'arm/fixtures/depends-on-names.json',
    'arm',
    'dependsOn naming a copy loop in another case, a resource named by a parameter (by its default) and one whose name is computed; a published type without `properties` (Machine Learning datasets) written with them nested',
  ],
  [
    'bicep/fixtures/interpolated-multi-line.bicep',
    'bicep',
    "multi-line strings with interpolation: `$'''` with ${...}, `$$'''` keeping ${...} as text",
  ],
  [
    'bicep/fixtures/newer-syntax.bicep',
    'bicep',
    'extension with a configuration and alias, @validate() with a lambda, resourceInput<>.properties and resourceOutput<> types, spread arrays, a safe index, an assert statement; as information: a Microsoft Graph resource',
  ],
  [
    'bicep/fixtures/compiler-language.bicep',
    'bicep',
    'functions of the compiler’s sys and az namespaces (distinct, like, toLogicalZones, buildUri), `this` in a resource body, an extension alias as a namespace, an `az:` type, lambda parameters over lines, `[^1]`, resourceInput<> over lines, a multi-line string with extra quotes',
  ],
  [
    'bicep/fixtures/language-features.bicep',
    'bicep',
    'the current language in one file: @discriminator unions, @sealed tuples, exported functions, wildcard and aliased imports, nullable types, `.?`, `!`, `[?0]`, spreads, lambdas, for with index, @batchSize, @onlyIfNotExists, existing in another scope, br:/ts: modules, fail(), pragmas, @secure() outputs',
  ],
  [
    'bicep/fixtures/legacy-extension.bicep',
    'bicep',
    'decompiled extension resources spelt <parent type>/providers/<extension type> with an interpolated name',
  ],
  [
    'kubernetes/fixtures/list-and-quantities.yaml',
    'kubernetes-yaml',
    'kind: List, a RoleBindingList, numeric quantities (cpu: 0.5, memory in bytes, an HPA averageValue)',
  ],
];

const isFinding = (code: string) => RULE_IDS.has(code) || SECRET_KINDS.has(code);

/** The files of a fixture folder, as one module. */
const folder = (dir: string, names = ['main.tf', 'override.tf']) =>
  names.map((name) => ({
    path: `${dir}/${name}`,
    content: readFileSync(join(__dirname, 'terraform/fixtures', dir, name), 'utf8'),
  }));

/** A kustomize overlay's files, checked together as a project's files are. */
const overlay = () =>
  ['kustomization.yaml', 'patch.yaml', 'replicas.yaml'].map((name) => ({
    path: `overlay/${name}`,
    content: readFileSync(join(__dirname, 'kubernetes/fixtures/kustomize', name), 'utf8'),
  }));

describe('correct real-world Kubernetes overlays have no validation error', () => {
  it('patches a kustomization names (patches, patchesStrategicMerge) are not whole manifests', async () => {
    const found = await checkFiles(overlay(), 'kubernetes-yaml');
    const validation = found.filter((d) => !isFinding(d.code) && d.severity !== 'info');
    expect(validation.map((d) => `${d.file}:${d.line} ${d.code} ${d.message}`)).toEqual([]);
  });

  it('a kustomization without apiVersion and kind (kustomize’s own file, not a manifest), naming a patch in a folder below', async () => {
    const [kustomization, patch] = overlay();
    const files = [
      { path: 'kustomization.yaml', content: 'resources:\n  - ./all.yaml\npatches:\n  - overlays/patch.yaml\n' },
      { path: 'overlays/patch.yaml', content: patch.content },
    ];
    expect(kustomization.content).toContain('kind: Kustomization');
    const found = await checkFiles(files, 'kubernetes-yaml');
    expect(found.filter((d) => d.severity === 'error').map((d) => `${d.file} ${d.code}`)).toEqual([]);
  });

  it('a patch checked without its kustomization, or misspelt inside, is still judged', async () => {
    const [, patch, replicas] = overlay();
    const alone = await checkFiles([patch, replicas], 'kubernetes-yaml');
    expect(alone.filter((d) => d.severity === 'error').map((d) => d.code)).toContain('kubernetes.missing-field');
    const files = overlay();
    files[1].content = files[1].content.replace('image:', 'imag:');
    const misspelt = await checkFiles(files, 'kubernetes-yaml');
    expect(misspelt.filter((d) => d.severity === 'error').map((d) => d.code)).toEqual(['kubernetes.unknown-field']);
  });
});

/** A kustomize Component and the patches it names (a `$patch: delete`, `$retainKeys`, `$setElementOrder`). */
const component = (dir = 'component') =>
  ['kustomization.yaml', 'delete-loadgenerator.patch.yaml', 'retain-strategy.patch.yaml'].map((name) => ({
    path: `${dir}/${name}`,
    content: readFileSync(join(__dirname, 'kubernetes/fixtures/kustomize-component', name), 'utf8'),
  }));

describe('a kustomize Component is kustomize’s own file, and the patches it names are patches', () => {
  it('its patches’ strategic-merge directives are no error, nor the Component itself', async () => {
    const found = await checkFiles(component(), 'kubernetes-yaml');
    const validation = found.filter((d) => !isFinding(d.code) && d.severity !== 'info');
    expect(validation.map((d) => `${d.file}:${d.line} ${d.code} ${d.message}`)).toEqual([]);
  });

  it('a Component or Kustomization under another file name is known by its apiVersion', async () => {
    const files = component();
    files[0].path = 'component/settings.yaml';
    const found = await checkFiles(files, 'kubernetes-yaml');
    expect(found.filter((d) => d.severity === 'error').map((d) => `${d.file} ${d.code}`)).toEqual([]);
  });

  it('a directive outside a patch, and a misspelt field inside one, are still errors', async () => {
    const [, deletion, retain] = component();
    const alone = await checkFiles([deletion], 'kubernetes-yaml');
    expect(alone.filter((d) => d.severity === 'error').map((d) => d.code)).toEqual(['kubernetes.patch-directive']);
    const files = component();
    files[2].content = retain.content.replace('image:', 'imag:');
    const misspelt = await checkFiles(files, 'kubernetes-yaml');
    expect(misspelt.filter((d) => d.severity === 'error').map((d) => d.code)).toEqual(['kubernetes.unknown-field']);
  });
});

describe('correct real-world Terraform modules have no validation error', () => {
  it('an override file, configuration_aliases and a provider block with an alias', async () => {
    const found = await checkFiles(folder('override'), 'terraform-google');
    const validation = found.filter((d) => !isFinding(d.code) && d.severity !== 'info');
    expect(validation.map((d) => `${d.file}:${d.line} ${d.code} ${d.message}`)).toEqual([]);
  });

  it('names declared in a .tf.json file (Terraform’s JSON syntax), whose blocks are information', async () => {
    const found = await checkFiles(folder('json-syntax', ['main.tf', 'locals.geo_codes.tf.json']), 'terraform-aws');
    const validation = found.filter((d) => !isFinding(d.code) && d.severity !== 'info');
    expect(validation.map((d) => `${d.file}:${d.line} ${d.code} ${d.message}`)).toEqual([]);
    expect(found.map((d) => d.code)).toContain('terraform.json-not-checked');
  });

  it('an action block (Terraform 1.14) and a lifecycle action_trigger; a reference in the action is still checked', async () => {
    const found = await checkFiles(folder('actions', ['main.tf']), 'terraform-aws');
    expect(found.filter((d) => !isFinding(d.code) && d.severity !== 'info').map((d) => d.code)).toEqual([]);
    const broken = readFileSync(join(__dirname, 'terraform/fixtures/actions/main.tf'), 'utf8').replace(
      'aws_lambda_function.api.function_name',
      'aws_lambda_function.app.function_name',
    );
    const errors = (await checkFiles([{ path: 'main.tf', content: broken }], 'terraform-aws')).filter(
      (d) => d.severity === 'error' && !isFinding(d.code),
    );
    expect(errors.map((d) => `${d.line} ${d.code}`)).toEqual(['14 terraform.undeclared-resource']);
  });

  it('a function Terraform lacks, called inside try() or can() (which catch its failure): a warning', async () => {
    const found = await checkFiles(folder('caught-function', ['main.tf']), 'terraform-azurerm');
    expect(found.filter((d) => d.severity === 'error')).toEqual([]);
    expect(found.filter((d) => d.code === 'terraform.unknown-function').map((d) => [d.line, d.severity])).toEqual([
      [19, 'warning'],
      [20, 'warning'],
    ]);
    // Outside the wrappers the same call is still an error.
    const bare = readFileSync(join(__dirname, 'terraform/fixtures/caught-function/main.tf'), 'utf8').replace(
      'try(toint(var.extension.timestamp), 20240101)',
      'toint(var.extension.timestamp)',
    );
    const errors = (await checkFiles([{ path: 'main.tf', content: bare }], 'terraform-azurerm')).filter(
      (d) => d.severity === 'error',
    );
    expect(errors.map((d) => `${d.line} ${d.code}`)).toEqual(['19 terraform.unknown-function']);
  });
});

describe('correct real-world code has no validation error', () => {
  it.each(CASES)('%s (%s): %s', async (path, format) => {
    const content = readFileSync(join(__dirname, path), 'utf8');
    const found = await checkFiles([{ path: basename(path), content }], format);
    const validation = found.filter((d) => !isFinding(d.code) && d.severity !== 'info');
    expect(validation.map((d) => `${d.line} ${d.code} ${d.message}`)).toEqual([]);
  });
});

/**
 * Correct code setting properties Azure's published types lack: each is a warning, as Bicep's
 * BCP037 (decision 046), never an error; listed with the properties the warnings must name.
 */
const UNPUBLISHED: [string, FormatId, string[], string][] = [
  [
    'arm/fixtures/playbook-connection.json',
    'arm',
    ['kind', 'parameterValueType', 'identity'],
    'an API connection’s parameterValueType (a whole word more than the published parameterValues: another name, not its typo) and kind, a Logic App’s identity at 2017-07-01; as information: an access policy on the connection (a type Azure deploys unpublished)',
  ],
];

describe('correct real-world code the published types lag has warnings, no error', () => {
  it.each(UNPUBLISHED)('%s (%s): %j: %s', async (path, format, names) => {
    const content = readFileSync(join(__dirname, path), 'utf8');
    const found = await checkFiles([{ path: basename(path), content }], format);
    const validation = found.filter((d) => !isFinding(d.code) && d.severity !== 'info');
    expect(validation.map((d) => `${d.severity} ${d.code}`)).toEqual(
      names.map(() => `warning ${format}.unknown-property`),
    );
    expect(validation.map((d) => /`(\w+)`/.exec(d.message.split('has no property')[1])?.[1])).toEqual(names);
  });
});

describe('the fixes keep real errors found', () => {
  it('ARM: a key given twice is a warning whose last value is checked; in CloudFormation JSON it stays a syntax error', async () => {
    const arm = readFileSync(join(__dirname, 'arm/fixtures/duplicate-keys.json'), 'utf8');
    const found = await checkFiles([{ path: 'azuredeploy.json', content: arm }], 'arm');
    // The fixture as written (a key twice, the last value sound) has no error, only the warnings.
    expect(found.filter((d) => d.severity === 'error' && !isFinding(d.code))).toEqual([]);
    expect(found.filter((d) => d.code === 'arm.overridden-key').map((d) => [d.line, d.severity])).toEqual([
      [5, 'warning'],
      [21, 'warning'],
      [27, 'warning'],
    ]);
    // The value kept is the last one: a malformed apiVersion there is still an error.
    const swapped = arm
      .replace('"apiVersion": "2016-13-45"', '"apiVersion": "X"')
      .replace('"apiVersion": "2023-01-01"', '"apiVersion": "2016-13-45"');
    const last = await checkFiles([{ path: 'azuredeploy.json', content: swapped }], 'arm');
    expect(last.filter((d) => d.severity === 'error').map((d) => d.code)).toEqual(['arm.unknown-api-version']);
    const broken = await checkFiles(
      [{ path: 'azuredeploy.json', content: arm.replace('"kind": "StorageV2",', '"kind": "StorageV2"') }],
      'arm',
    );
    expect(broken.filter((d) => d.severity === 'error').map((d) => d.code)).toContain('json.syntax');
    const cfn = '{"Resources": {"Bucket": {"Type": "AWS::S3::Bucket", "Type": "AWS::S3::Bucket"}}}';
    const twice = await checkFiles([{ path: 'template.json', content: cfn }], 'cloudformation');
    expect(twice.filter((d) => d.severity === 'error').map((d) => d.code)).toEqual(['json.syntax']);
  });

  it('CloudFormation: a string where an object goes outside what the package step uploads, an https URL in Code, and a missing Code are still errors', async () => {
    const template = readFileSync(join(__dirname, 'cloudformation/fixtures/before-package.yaml'), 'utf8');
    const infos = await checkFiles([{ path: 'template.yaml', content: template }], 'cloudformation');
    expect(infos.filter((d) => d.code === 'cloudformation.package-path')).toHaveLength(7);
    const wrong = template
      .replace('Code: ../FunctionCode', 'Code: https://example.com/code.zip')
      .replace('      Layers:\n', '      VpcConfig: ./vpc\n      Layers:\n')
      .replace('      Code: s3://artifacts-bucket/archived.zip\n', '');
    const found = await checkFiles([{ path: 'template.yaml', content: wrong }], 'cloudformation');
    expect(found.filter((d) => d.severity === 'error').map((d) => `${d.line} ${d.code}`)).toEqual([
      '28 cloudformation.type-mismatch',
      '29 cloudformation.type-mismatch',
      '35 cloudformation.missing-property',
    ]);
  });

  it('Terraform: with a constraint a bundled schema meets, an unknown argument is still an error', async () => {
    const content = readFileSync(join(__dirname, 'terraform/fixtures/newer-provider/main.tf'), 'utf8').replace(
      '>= 7.0, < 8.0',
      '~> 6.0',
    );
    const found = await checkFiles([{ path: 'main.tf', content }], 'terraform-google');
    expect(found.find((d) => d.code === 'terraform.unknown-argument')?.severity).toBe('error');
  });

  it('Bicep and ARM: a misspelt type in a known namespace and an apiVersion that never existed are still errors', async () => {
    const bicep =
      "resource s 'Microsoft.Storage/storageAcounts@2023-01-01' = {\n  name: 'x'\n}\nresource t 'Microsoft.Storage/storageAccounts@2019-13-01' = {\n  name: 'y'\n}\n";
    const found = await checkFiles([{ path: 'main.bicep', content: bicep }], 'bicep');
    expect(found.filter((d) => d.severity === 'error' && !isFinding(d.code)).map((d) => d.code)).toEqual([
      'bicep.unknown-resource-type',
      'bicep.unknown-api-version',
    ]);
  });

  it('ARM: a property neither deploymentScripts variant has is still an error', async () => {
    const content = readFileSync(join(__dirname, 'arm/fixtures/published-types.json'), 'utf8').replace(
      '"azPowerShellVersion"',
      '"azPowerShellVersio"',
    );
    const found = await checkFiles([{ path: 'main.json', content }], 'arm');
    expect(found.filter((d) => d.severity === 'error').map((d) => d.code)).toEqual(['arm.unknown-property']);
  });

  it('Terraform: a google resource without the beta provider and a fence in a file that does not parse are still errors', async () => {
    const beta = readFileSync(join(__dirname, 'terraform/fixtures/google-beta/main.tf'), 'utf8').replace(
      'provider           = google-beta\n',
      '',
    );
    const found = await checkFiles([{ path: 'main.tf', content: beta }], 'terraform-google');
    expect(found.find((d) => d.code === 'terraform.unknown-block')?.severity).toBe('error');
    const fenced = '```hcl\nresource "aws_s3_bucket" "b" {}\n```\n';
    const codes = (await checkFiles([{ path: 'main.tf', content: fenced }], 'terraform-aws')).map((d) => d.code);
    expect(codes).toEqual(['common.fence-left-in', 'common.fence-left-in']);
  });

  it('Terraform: against the bundled google 7, a misspelt argument is an error', async () => {
    const content = readFileSync(join(__dirname, 'terraform/fixtures/newer-provider/main.tf'), 'utf8').replace(
      'deletion_policy',
      'deletion_polcy',
    );
    const found = await checkFiles([{ path: 'main.tf', content }], 'terraform-google');
    const error = found.find((d) => d.code === 'terraform.unknown-argument');
    expect(error?.severity).toBe('error');
    // The suggestion comes from google 7's schema: 6.50 has no `deletion_policy` on a bucket.
    expect(error?.fixHint).toContain('deletion_policy');
  });

  it('ARM: a malformed apiVersion and a dependsOn naming nothing are still errors; `resource.` to an undeclared resource too', async () => {
    const arm = readFileSync(join(__dirname, 'arm/fixtures/landing-zone.json'), 'utf8')
      .replace('2019-04-01-preview', '2019-04-32')
      .replace('"policyAssignmentCopy"]', '"policyAssignmentCpy"]');
    const armCodes = (await checkFiles([{ path: 'lz.json', content: arm }], 'arm'))
      .filter((d) => d.severity === 'error')
      .map((d) => d.code);
    expect(armCodes).toEqual(['arm.unknown-api-version', 'arm.unknown-depends-on']);
    const tf = readFileSync(join(__dirname, 'terraform/fixtures/resource-prefix/main.tf'), 'utf8').replace(
      'resource.aws_sqs_queue.jobs.url',
      'resource.aws_sqs_queue.job.url',
    );
    const tfCodes = (await checkFiles([{ path: 'main.tf', content: tf }], 'terraform-aws')).map((d) => d.code);
    expect(tfCodes).toContain('terraform.undeclared-resource');
  });

  it('Bicep: without its pragma a missing required property is a warning (BCP035), and a name no import brings in is an undeclared error', async () => {
    const content = readFileSync(join(__dirname, 'bicep/fixtures/published-types.bicep'), 'utf8')
      .replace('  #disable-next-line BCP035 // the service fills in Application_Type\n', '')
      .replace('import { enforcedLocation }', 'import { otherLocation }')
      .replace('  defaultTags as workloadTags\n', '  defaultTags\n');
    const found = await checkFiles([{ path: 'main.bicep', content }], 'bicep');
    expect(found.filter((d) => d.severity === 'error').map((d) => d.message)).toEqual([
      expect.stringContaining('`enforcedLocation`'),
      expect.stringContaining('`workloadTags`'),
    ]);
    expect(found.find((d) => d.code === 'bicep.missing-property')?.severity).toBe('warning');
  });

  it('CloudFormation: an Api naming itself under an EndpointConfiguration key SAM reads is still a circle', async () => {
    const content = readFileSync(join(__dirname, 'cloudformation/fixtures/sam-split.yaml'), 'utf8').replace(
      'Name: !Ref OrdersApi',
      'VPCEndpointIds: [!Ref OrdersApi]',
    );
    const found = await checkFiles([{ path: 'template.yaml', content }], 'cloudformation');
    expect(found.filter((d) => d.severity === 'error').map((d) => d.code)).toEqual([
      'cloudformation.circular-dependency',
    ]);
  });

  it('ARM: a property Azure’s published type lacks is a warning, as Bicep says it (BCP037); a near miss of a known name stays an error', async () => {
    const template = (top: string, props = '{}') =>
      JSON.stringify({
        $schema: 'https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#',
        contentVersion: '1.0.0.0',
        resources: [
          {
            type: 'Microsoft.Logic/workflows',
            apiVersion: '2017-07-01',
            name: 'playbook',
            location: 'westeurope',
            ...JSON.parse(top),
            properties: { state: 'Enabled', definition: {}, ...JSON.parse(props) },
          },
        ],
      });
    // Sentinel's playbooks give a Logic App an identity at this apiVersion; its published type has none.
    const found = await checkFiles(
      [{ path: 'main.json', content: template('{"identity": {"type": "SystemAssigned"}}') }],
      'arm',
    );
    expect(found.filter((d) => d.severity === 'error')).toEqual([]);
    expect(found.find((d) => d.code === 'arm.unknown-property')).toMatchObject({ severity: 'warning' });
    const typo = await checkFiles([{ path: 'main.json', content: template('{}', '{"sate": "Enabled"}') }], 'arm');
    expect(typo.filter((d) => d.severity === 'error').map((d) => d.code)).toEqual(['arm.unknown-property']);
  });

  it('ARM: a name a whole word longer than a published one is an unpublished property without a did-you-mean; a typo of it stays an error', async () => {
    const fixture = readFileSync(join(__dirname, 'arm/fixtures/playbook-connection.json'), 'utf8');
    const found = await checkFiles([{ path: 'main.json', content: fixture }], 'arm');
    const unpublished = found.find((d) => d.message.includes('`parameterValueType`'));
    expect(unpublished?.severity).toBe('warning');
    expect(unpublished?.fixHint).toBeUndefined();
    for (const typo of ['parameterValus', 'parametrValues']) {
      const content = fixture.replace('"parameterValueType": "Alternative"', `"${typo}": {}`);
      const errors = (await checkFiles([{ path: 'main.json', content }], 'arm')).filter((d) => d.severity === 'error');
      expect(errors.map((d) => [d.code, d.fixHint])).toEqual([
        ['arm.unknown-property', expect.stringContaining('parameterValues')],
      ]);
    }
  });

  it('ARM and Bicep: an extension spelt <parent type>/providers/<type> is judged as that type: its body, an unknown parent and a name that tells no type', async () => {
    const arm = readFileSync(join(__dirname, 'arm/fixtures/legacy-extension.json'), 'utf8');
    const armErrors = async (content: string) =>
      (await checkFiles([{ path: 'main.json', content }], 'arm')).filter((d) => d.severity !== 'warning');
    // At the bundled 2016-09-01 a metric needs its timeGrain: the extension's own schema is read.
    const body = await armErrors(arm.replace('{ "timeGrain": "PT1M", "enabled": true }', '{ "enabled": true }'));
    expect(body.filter((d) => d.severity === 'error').map((d) => d.code)).toEqual(['arm.missing-property']);
    const parent = await armErrors(arm.replace('virtualNetworks/providers', 'virtualNetwork/providers'));
    expect(parent.filter((d) => d.severity === 'error').map((d) => d.message)).toEqual([
      expect.stringContaining('`Microsoft.Network/virtualNetwork`'),
    ]);
    const untold = await armErrors(arm.replace("'/Microsoft.Insights/', 'to-workspace'", "'/', 'to-workspace'"));
    expect(untold.filter((d) => d.severity === 'error')).toEqual([]);
    expect(untold.map((d) => d.code)).toContain('arm.not-checked');
    const bicep = readFileSync(join(__dirname, 'bicep/fixtures/legacy-extension.bicep'), 'utf8');
    const misspelt = bicep.replace(
      "'Microsoft.Network/virtualNetworks/providers/diagnosticSettings",
      "'Microsoft.Network/virtualNetwork/providers/diagnosticSettings",
    );
    const found = await checkFiles([{ path: 'main.bicep', content: misspelt }], 'bicep');
    expect(found.filter((d) => d.severity === 'error').map((d) => d.code)).toEqual(['bicep.unknown-resource-type']);
  });

  it('ARM: a nested deployment under resources is still a template of its own, its dependsOn checked', async () => {
    const fixture = JSON.parse(readFileSync(join(__dirname, 'arm/fixtures/template-in-variable.json'), 'utf8'));
    const deployment = fixture.variables['$fxv#0'].resources[0];
    deployment.name = 'tools';
    deployment.properties.template.resources[1].dependsOn = ['nothing'];
    const deployed = { ...fixture, resources: [...fixture.resources, deployment] };
    const found = await checkFiles([{ path: 'main.json', content: JSON.stringify(deployed, null, 2) }], 'arm');
    expect(found.filter((d) => d.severity === 'error').map((d) => d.message)).toEqual([
      expect.stringContaining('`nothing`'),
    ]);
  });

  it('ARM: a Synapse workspace artifact, which ARM cannot deploy, is an error saying so; a misspelt Synapse type an unknown type', async () => {
    const fixture = readFileSync(join(__dirname, 'arm/fixtures/synapse-workspace.json'), 'utf8');
    const found = await checkFiles([{ path: 'main.json', content: fixture }], 'arm');
    expect(found.filter((d) => d.severity === 'error').map((d) => [d.code, d.message, d.fixHint])).toEqual(
      Array(5).fill(['arm.unknown-resource-type', expect.stringContaining('Synapse workspace artifact'), undefined]),
    );
    const misspelt = fixture.replace(
      '"Microsoft.Synapse/workspaces/pipelines"',
      '"Microsoft.Synapse/workspaces/pipeline"',
    );
    const errors = (await checkFiles([{ path: 'main.json', content: misspelt }], 'arm')).filter(
      (d) => d.severity === 'error' && !d.message.includes('Synapse workspace artifact'),
    );
    expect(errors.map((d) => d.message)).toEqual([expect.stringContaining('is not a resource type Azure publishes')]);
  });

  it('ARM and Bicep: a type Azure deploys unpublished is information; a made-up child of the same parent is still an error', async () => {
    const fixture = readFileSync(join(__dirname, 'arm/fixtures/playbook-connection.json'), 'utf8');
    const found = await checkFiles([{ path: 'main.json', content: fixture }], 'arm');
    expect(found.find((d) => d.message.includes('`Microsoft.Web/connections/accessPolicies`'))?.severity).toBe('info');
    const madeUp = fixture.replace(
      '"Microsoft.Web/connections/accessPolicies"',
      '"Microsoft.Web/connections/accessRules"',
    );
    const errors = (await checkFiles([{ path: 'main.json', content: madeUp }], 'arm')).filter(
      (d) => d.severity === 'error',
    );
    expect(errors.map((d) => d.code)).toEqual(['arm.unknown-resource-type']);
    const bicep = [
      "resource connection 'Microsoft.Web/connections@2016-06-01' existing = {",
      "  name: 'sentinel'",
      '}',
      "resource policy 'Microsoft.Web/connections/accessPolicies@2016-06-01' = {",
      '  parent: connection',
      "  name: 'app'",
      '  properties: {}',
      '}',
    ].join('\n');
    const inBicep = await checkFiles([{ path: 'main.bicep', content: bicep }], 'bicep');
    expect(inBicep.filter((d) => d.severity !== 'info' && !isFinding(d.code))).toEqual([]);
    expect(inBicep.map((d) => d.message)).toContainEqual(expect.stringContaining('published specifications lack it'));
  });

  it('Bicep: a function whose body is missing or broken after `=>` is still a syntax error, at its line', async () => {
    const fixture = readFileSync(join(__dirname, 'bicep/fixtures/multi-line.bicep'), 'utf8');
    for (const broken of ["  !empty(resourceId) && contains(resourceId!, '/'", '  !empty(resourceId) &&']) {
      const content = fixture.replace("  !empty(resourceId) && contains(resourceId!, '/')", broken);
      const found = await checkFiles([{ path: 'main.bicep', content }], 'bicep');
      expect(found.filter((d) => d.severity === 'error').map((d) => d.code)).toContain('bicep.syntax');
    }
    const empty = `${fixture}\nfunc nothing() string =>\n`;
    const found = await checkFiles([{ path: 'main.bicep', content: empty }], 'bicep');
    expect(found.filter((d) => d.severity === 'error' && !isFinding(d.code)).map((d) => [d.code, d.line])).toEqual([
      ['bicep.syntax', empty.split('\n').length],
    ]);
  });

  it('ARM: a trailing comma is a warning and the members around it are checked; in CloudFormation JSON the file is read as YAML, with a warning', async () => {
    const arm = readFileSync(join(__dirname, 'arm/fixtures/trailing-commas.json'), 'utf8');
    const found = await checkFiles([{ path: 'azuredeploy.json', content: arm }], 'arm');
    expect(found.filter((d) => d.code === 'json.trailing-comma').map((d) => [d.line, d.severity])).toEqual([
      [7, 'warning'],
      [9, 'warning'],
      [23, 'warning'],
      [24, 'warning'],
      [25, 'warning'],
      [26, 'warning'],
      [29, 'warning'],
      [30, 'warning'],
    ]);
    expect(found.filter((d) => d.severity === 'error')).toEqual([]);
    // The last member before a trailing comma is still read: a misspelt name there is found.
    const wrong = arm.replace('"ipRules": []', '"ipRule": []');
    const errors = (await checkFiles([{ path: 'azuredeploy.json', content: wrong }], 'arm')).filter(
      (d) => d.severity === 'error',
    );
    expect(errors.map((d) => d.code)).toEqual(['arm.unknown-property']);
    // In CloudFormation the file is YAML (flow mappings take a trailing comma): cfn-lint 1.51.0 accepts
    // it, so it is checked as YAML with a warning (cloudformation/yaml-body.ts), its errors still found.
    const cfn = '{\n  "Resources": {\n    "Topic": { "Type": "AWS::SNS::Topic", "Propertys": {}, },\n  }\n}\n';
    const cfnFound = await checkFiles([{ path: 'template.json', content: cfn }], 'cloudformation');
    const cfnCodes = cfnFound.filter((d) => d.code.startsWith('cloudformation.') || d.code.startsWith('json.'));
    expect(cfnCodes.map((d) => `${d.severity} ${d.code}`).sort()).toEqual([
      'error cloudformation.unknown-resource-key',
      'warning cloudformation.json-read-as-yaml',
    ]);
  });

  it('ARM: dependsOn naming no resource, and a flat type’s required setting left out, are still errors', async () => {
    const fixture = readFileSync(join(__dirname, 'arm/fixtures/depends-on-names.json'), 'utf8');
    const broken = fixture
      .replace('"Site-IP-Loop"', '"site-ip-lop"')
      .replace('"Microsoft.Network/loadBalancers/frontBalancer"', '"Microsoft.Network/loadBalancers/backBalancer"')
      .replace('"DatasetType": "tabular",', '');
    const errors = (await checkFiles([{ path: 'main.json', content: broken }], 'arm')).filter(
      (d) => d.severity === 'error' && !isFinding(d.code),
    );
    expect(errors.map((d) => `${d.line} ${d.code}`)).toEqual([
      '28 arm.unknown-depends-on',
      '44 arm.unknown-depends-on',
      '51 arm.missing-property',
    ]);
  });

  it("Bicep: a name a `$'''` string interpolates must be declared; in a `$$'''` string `${...}` is text", async () => {
    const fixture = readFileSync(join(__dirname, 'bicep/fixtures/interpolated-multi-line.bicep'), 'utf8');
    const undeclared = fixture.replace('Welcome to ${appName}', 'Welcome to ${appNam}');
    const errors = (await checkFiles([{ path: 'main.bicep', content: undeclared }], 'bicep')).filter(
      (d) => d.severity === 'error',
    );
    expect(errors.map((d) => `${d.line} ${d.code}`)).toEqual(['7 bicep.undeclared']);
    const assertion = await checkFiles(
      [{ path: 'main.bicep', content: 'param n int = 1\nassert positive = m > 0\n' }],
      'bicep',
    );
    expect(assertion.filter((d) => d.severity === 'error').map((d) => `${d.line} ${d.code}`)).toEqual([
      '2 bicep.undeclared',
    ]);
    const text = fixture.replace('$${appName}', '$${appName}-${notAParameter}');
    expect(
      (await checkFiles([{ path: 'main.bicep', content: text }], 'bicep')).filter((d) => d.severity === 'error'),
    ).toEqual([]);
  });

  it('ARM: a misspelt template key is still wrong in any case, and a type with a trailing slash is read without it and warned of', async () => {
    const fixture = readFileSync(join(__dirname, 'arm/fixtures/key-case.json'), 'utf8');
    const misspelt = fixture
      .replace('"Parameters"', '"Parameter"')
      .replace('"apiversion": "2023-05-01",\n      "Type"', '"apiversions": "2023-05-01",\n      "Type"');
    const errors = (await checkFiles([{ path: 'main.json', content: misspelt }], 'arm')).filter(
      (d) => d.severity === 'error',
    );
    expect(errors.map((d) => d.code).sort()).toEqual(
      expect.arrayContaining(['arm.missing-resource-key', 'arm.unknown-section']),
    );
    const slash = fixture.replace('"Microsoft.Storage/storageAccounts"', '"Microsoft.Storage/storageAccounts/"');
    const found = await checkFiles([{ path: 'main.json', content: slash }], 'arm');
    expect(found.filter((d) => d.severity === 'error')).toEqual([]);
    expect(found.find((d) => d.code === 'arm.type-trailing-slash')?.severity).toBe('warning');
  });

  it('ARM: a resource naming no Bicep extension still needs its apiVersion, and one that gives an apiVersion is judged as ARM’s', async () => {
    const fixture = JSON.parse(readFileSync(join(__dirname, 'arm/fixtures/bicep-extensions.json'), 'utf8'));
    delete fixture.resources.service.import;
    fixture.resources.identity.import = 'k8s';
    fixture.resources.identity.tagz = {};
    const found = await checkFiles([{ path: 'main.json', content: JSON.stringify(fixture, null, 2) }], 'arm');
    expect(found.filter((d) => d.severity === 'error').map((d) => [d.code, d.message])).toEqual([
      ['arm.missing-resource-key', expect.stringContaining('`apiVersion`')],
    ]);
    expect(found.find((d) => d.code === 'arm.unknown-property')?.message).toContain('`tagz`');
  });

  it('ARM: a string is an expression only when its last character is `]` (a JSON text ending in a line break is text)', async () => {
    const fixture = readFileSync(join(__dirname, 'arm/fixtures/unlisted-versions.json'), 'utf8');
    const withTag = (value: string) =>
      fixture.replace('"httpsOnly": true', `"httpsOnly": true, "clientCertMode": ${JSON.stringify(value)}`);
    const text = await checkFiles([{ path: 'main.json', content: withTag('[\r\n  {"value":"Yes"}\r\n]\r\n') }], 'arm');
    expect(text.filter((d) => d.severity === 'error')).toEqual([]);
    expect(text.map((d) => d.code)).toContain('arm.text-not-expression');
    const broken = await checkFiles([{ path: 'main.json', content: withTag("[concat('a', ]") }], 'arm');
    expect(broken.filter((d) => d.severity === 'error').map((d) => d.code)).toEqual(['arm.expression-syntax']);
  });

  it('ARM: a required property with a `Default` value (a MySQL server’s createMode) left out, and a quoted integer, are warnings; other required ones stay errors', async () => {
    const fixture = readFileSync(join(__dirname, 'arm/fixtures/default-create-mode.json'), 'utf8');
    const found = await checkFiles([{ path: 'main.json', content: fixture }], 'arm');
    expect(found.filter((d) => d.severity === 'error' && !isFinding(d.code))).toEqual([]);
    expect(found.filter((d) => d.code === 'arm.missing-property').map((d) => [d.severity, d.message])).toEqual([
      ['warning', expect.stringContaining('`createMode`')],
    ]);
    // A quoted integer (`"backupRetentionDays": "7"`) is read as the integer by the service: a warning too.
    expect(found.filter((d) => d.code === 'arm.type-mismatch').map((d) => [d.line, d.severity])).toEqual([
      [16, 'warning'],
    ]);
  });

  it('ARM: a missing required property, an unknown property and a value of the wrong type are still errors', async () => {
    const content = readFileSync(join(__dirname, 'arm/fixtures/unlisted-versions.json'), 'utf8')
      .replace('"2016-03-01"', '"2024-11-01"')
      .replace('"2018-09-01"', '"2025-04-01"')
      .replace('"alwaysOn": true', '"alwaysOn": "yes", "alwaysOnn": true')
      .replace('"mode": "Incremental",', '');
    const found = await checkFiles([{ path: 'main.json', content }], 'arm');
    expect(
      found
        .filter((d) => d.severity === 'error')
        .map((d) => d.code)
        .sort(),
    ).toEqual(['arm.missing-property', 'arm.type-mismatch', 'arm.unknown-property']);
  });

  it('ARM and Bicep: a well-formed apiVersion the bundled list lacks is a warning saying so; a malformed one an error', async () => {
    const arm = readFileSync(join(__dirname, 'arm/fixtures/unlisted-versions.json'), 'utf8');
    const armFound = await checkFiles([{ path: 'main.json', content: arm }], 'arm');
    expect(armFound.filter((d) => d.severity === 'error')).toEqual([]);
    const unlisted = armFound.filter((d) => d.code === 'arm.unknown-api-version');
    expect(unlisted.map((d) => d.severity)).toEqual(['warning', 'warning']);
    expect(unlisted[0].message).toContain('not in the list this checker bundles');
    const bicep = readFileSync(join(__dirname, 'bicep/fixtures/compiler-warnings.bicep'), 'utf8');
    const good = await checkFiles([{ path: 'main.bicep', content: bicep }], 'bicep');
    expect(good.filter((d) => d.severity === 'error')).toEqual([]);
    // Both as the Bicep compiler says them: BCP035 and BCP081 are warnings.
    expect(good.filter((d) => d.severity === 'warning' && !isFinding(d.code)).map((d) => d.code)).toEqual([
      'bicep.missing-property',
      'bicep.unknown-api-version',
    ]);
    const bad = await checkFiles(
      [{ path: 'main.bicep', content: bicep.replace('@2016-03-01', '@2016-3-01') }],
      'bicep',
    );
    expect(bad.find((d) => d.code === 'bicep.unknown-api-version')?.severity).toBe('error');
  });

  it('Terraform: a reference to an undeclared ephemeral resource is still an error', async () => {
    const content = 'locals {\n  pw = ephemeral.random_password.missing.result\n}\n';
    const found = await checkFiles([{ path: 'main.tf', content }], 'terraform-aws');
    expect(found.map((d) => d.code)).toContain('terraform.undeclared-resource');
  });

  it('CloudFormation: a name no transform or loop makes is still unknown', async () => {
    const content = [
      'Transform: AWS::Serverless-2016-10-31',
      'Resources:',
      '  Fn:',
      '    Type: AWS::Serverless::Function',
      '    Properties: { Handler: a.b, Runtime: python3.12, CodeUri: . }',
      'Outputs:',
      '  X:',
      '    Value: !Ref Missing',
    ].join('\n');
    const found = await checkFiles([{ path: 'template.yaml', content }], 'cloudformation');
    expect(found.map((d) => d.code)).toContain('cloudformation.unknown-ref');
  });

  it('CloudFormation: the resources a Fn::ForEach loop makes are validated and scanned', async () => {
    const content = [
      'Transform: AWS::LanguageExtensions',
      'Resources:',
      '  Fn::ForEach::Buckets:',
      '    - Name',
      '    - [logs, assets]',
      '    - ${Name}Bucket:',
      '        Type: AWS::S3::Bucket',
      '        Properties:',
      '          BucketNmae: !Sub example-${Name}',
      '          AccessControl: PublicReadWrite',
    ].join('\n');
    const found = await checkFiles([{ path: 'template.yaml', content }], 'cloudformation');
    expect(found.map((d) => `${d.line} ${d.code}`)).toEqual(
      expect.arrayContaining(['9 cloudformation.unknown-property', '10 IG-AWS-012']),
    );
  });

  it('Kubernetes: a List item is scanned by the security rules', async () => {
    const content = [
      'apiVersion: v1',
      'kind: List',
      'items:',
      '  - apiVersion: v1',
      '    kind: Pod',
      '    metadata:',
      '      name: a',
      '    spec:',
      '      containers:',
      '        - name: c',
      '          image: nginx:1.27',
      '          securityContext:',
      '            privileged: true',
    ].join('\n');
    const found = await checkFiles([{ path: 'list.yaml', content }], 'kubernetes-yaml');
    expect(found.filter((d) => isFinding(d.code)).length).toBeGreaterThan(0);
  });

  it('Kubernetes: an unknown field inside a List item is still an error', async () => {
    const content =
      'apiVersion: v1\nkind: List\nitems:\n  - apiVersion: v1\n    kind: ConfigMap\n    metadata:\n      name: a\n    dta: {}\n';
    const found = await checkFiles([{ path: 'list.yaml', content }], 'kubernetes-yaml');
    expect(found.map((d) => `${d.line} ${d.code}`)).toContain('8 kubernetes.unknown-field');
  });

  it('Terraform: outside an override file a second block is a duplicate, a misspelt provider argument is unknown, and an alias of an undeclared resource is still undeclared', async () => {
    const files = folder('override').map((f) =>
      f.path.endsWith('override.tf')
        ? { path: 'override/extra.tf', content: f.content }
        : { ...f, content: f.content.replace('project = "service-project"', 'projct = "service-project"') },
    );
    files.push({ path: 'override/refs.tf', content: 'output "x" {\n  value = google_storage_bucket.other.name\n}\n' });
    const codes = (await checkFiles(files, 'terraform-google'))
      .filter((d) => d.severity === 'error')
      .map((d) => d.code);
    expect(codes).toEqual(
      expect.arrayContaining([
        'terraform.duplicate-declaration',
        'terraform.unknown-argument',
        'terraform.undeclared-resource',
      ]),
    );
  });

  it('Terraform: a name neither the .tf nor the .tf.json file declares is still undeclared, and broken JSON a syntax error', async () => {
    const files = folder('json-syntax', ['main.tf', 'locals.geo_codes.tf.json']);
    files[0].content = files[0].content.replace('local.geo_codes', 'local.geo_code');
    const codes = (await checkFiles(files, 'terraform-aws')).filter((d) => d.severity === 'error').map((d) => d.code);
    expect(codes).toEqual(['terraform.undeclared-local']);
    files[1].content = files[1].content.replace('"locals": {', '"locals": {,');
    const broken = (await checkFiles(files, 'terraform-aws')).map((d) => d.code);
    expect(broken).toContain('json.syntax');
  });

  it('CloudFormation: a circle outside what SAM splits, an unknown key beside a plain resource’s Type and a dotted GetAtt to nothing are still errors', async () => {
    const content = readFileSync(join(__dirname, 'cloudformation/fixtures/sam-split.yaml'), 'utf8')
      .replace('      CodeUri: orders/', '      CodeUri: orders/\n      Tags: { api: !Ref OrdersApi }')
      .replace('Description: The role the orders function runs as', 'Comment: The role the orders function runs as')
      .replace('Fn::GetAtt: OrdersRole.Arn', 'Fn::GetAtt: OrdersRol.Arn');
    const found = (await checkFiles([{ path: 'template.yaml', content }], 'cloudformation')).filter(
      (d) => d.severity === 'error',
    );
    expect(found.map((d) => d.code).sort()).toEqual([
      'cloudformation.circular-dependency',
      'cloudformation.unknown-getatt-target',
      'cloudformation.unknown-resource-key',
    ]);
  });

  it('YAML: a quoted string never closed and a flow list never closed are still syntax errors, at their lines', async () => {
    const fixture = readFileSync(join(__dirname, 'cloudformation/fixtures/flow-indent.yaml'), 'utf8');
    for (const broken of [fixture.replace("          }'", '          }'), fixture.replace('        }]', '        }')]) {
      const found = await checkFiles([{ path: 'template.yaml', content: broken }], 'cloudformation');
      expect(found.filter((d) => d.code === 'yaml.syntax').length).toBeGreaterThan(0);
    }
  });

  it('YAML: a `- ` (dash and space) inside a flow list is still a syntax error, and beside a bare `-` an error keeps its line', async () => {
    const fixture = readFileSync(join(__dirname, 'cloudformation/fixtures/flow-dash.yaml'), 'utf8');
    // libyaml, PyYAML and go-yaml read `- ` in a flow list as a block entry and refuse it.
    const spaced = fixture.replace('!Join [-, [!Ref Stage', '!Join [- , [!Ref Stage');
    const syntax = (await checkFiles([{ path: 'template.yaml', content: spaced }], 'cloudformation')).filter(
      (d) => d.code === 'yaml.syntax',
    );
    expect(syntax.map((d) => d.line)).toContain(18);
    // A Ref to nothing on the line after a bare `-`: reported at its own line.
    const misspelt = fixture.replace('!Ref ServicePair ] ]', '!Ref ServicePairs ] ]');
    const found = await checkFiles([{ path: 'template.yaml', content: misspelt }], 'cloudformation');
    expect(found.filter((d) => d.severity === 'error').map((d) => `${d.line} ${d.code}`)).toEqual([
      '22 cloudformation.unknown-ref',
    ]);
  });

  it('ARM: without an apiProfile a resource still needs its apiVersion, and a malformed version is still an error', async () => {
    const content = readFileSync(join(__dirname, 'arm/fixtures/azure-stack.json'), 'utf8')
      .replace('"apiProfile": "2018-03-01-hybrid",', '')
      .replace('"2015-01-01",', '"2019-4-02",');
    const found = (await checkFiles([{ path: 'azuredeploy.json', content }], 'arm')).filter(
      (d) => d.severity === 'error',
    );
    expect(found.map((d) => d.code).sort()).toEqual(['arm.missing-resource-key', 'arm.unknown-api-version']);
  });

  it('Kubernetes: an unknown field in a RoleBindingList item is still an error', async () => {
    const content = readFileSync(join(__dirname, 'kubernetes/fixtures/list-and-quantities.yaml'), 'utf8').replace(
      '    roleRef:',
      '    roleRefs:',
    );
    const found = await checkFiles([{ path: 'list.yaml', content }], 'kubernetes-yaml');
    expect(found.filter((d) => d.severity === 'error').map((d) => d.code)).toEqual(
      expect.arrayContaining(['kubernetes.unknown-field']),
    );
  });

  it('ARM: an undeclared variable is still an error outside the copy loop’s names', async () => {
    const content = readFileSync(join(__dirname, 'arm/fixtures/real-world.json'), 'utf8').replace(
      "variables('subnetId')",
      "variables('subnetIdd')",
    );
    const found = await checkFiles([{ path: 'azuredeploy.json', content }], 'arm');
    expect(found.map((d) => d.code)).toContain('arm.undeclared-variable');
  });
});
