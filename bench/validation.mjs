#!/usr/bin/env node
// Validation speed per format: checkFiles (validators, security rules, secret scan, waivers) on
// 50-, 300- and 2,000-line files, p50 and p99 after warm-up; the first call's cost after a process
// starts (in a fresh child process per format); the memory the loaded parsers and schemas add; and
// the share of the flawed-answer corpus (test/fixtures/flawed-answers) detected. The files hold
// what the rules look at (security groups, policies, workloads, settings with secret-looking names
// given by reference), so the rules and the secret scan do their full work.
// Usage: node bench/validation.mjs [--rounds 200]   (builds libs/iac-checker first)
// The rule findings column counts what the security rules report on these files (mostly LOW and
// MEDIUM notes such as buckets without access logs); errors must stay 0.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const rounds = Number(args[args.indexOf('--rounds') + 1]) || 200;
const CHECK = join(root, 'libs/iac-checker/dist/index.js');

/** Repeats a realistic unit of each format until the file has `lines` lines. */
const UNITS = {
  'terraform-aws': {
    path: 'main.tf',
    head: `terraform {\n  required_providers {\n    aws = {\n      source  = "hashicorp/aws"\n      version = "~> 5.80"\n    }\n  }\n}\n\nvariable "env" {\n  type    = string\n  default = "prod"\n}\n`,
    unit: (i) =>
      `resource "aws_s3_bucket" "b${i}" {\n  bucket = "logs-${i}-\${var.env}"\n  tags   = { Name = "b${i}" }\n}\n\nresource "aws_s3_bucket_versioning" "b${i}" {\n  bucket = aws_s3_bucket.b${i}.id\n  versioning_configuration {\n    status = "Enabled"\n  }\n}\n\nresource "aws_sqs_queue" "q${i}" {\n  name                      = "q${i}"\n  message_retention_seconds = 345600\n  sqs_managed_sse_enabled   = true\n}\n\nresource "aws_security_group" "sg${i}" {\n  name   = "sg${i}"\n  vpc_id = "vpc-123"\n  ingress {\n    description = "https"\n    from_port   = 443\n    to_port     = 443\n    protocol    = "tcp"\n    cidr_blocks = ["0.0.0.0/0"]\n  }\n}\n\nresource "aws_iam_role_policy" "p${i}" {\n  role   = "app"\n  policy = jsonencode({\n    Version   = "2012-10-17"\n    Statement = [{ Effect = "Allow", Action = ["sqs:SendMessage"], Resource = aws_sqs_queue.q${i}.arn }]\n  })\n}\n\n`,
    tail: '',
  },
  cloudformation: {
    path: 'template.yaml',
    head: `AWSTemplateFormatVersion: '2010-09-09'\nParameters:\n  Env:\n    Type: String\n    Default: prod\nResources:\n`,
    unit: (i) =>
      `  Bucket${i}:\n    Type: AWS::S3::Bucket\n    Properties:\n      BucketName: !Sub 'logs-${i}-\${Env}'\n      VersioningConfiguration:\n        Status: Enabled\n      Tags:\n        - Key: Name\n          Value: b${i}\n  Queue${i}:\n    Type: AWS::SQS::Queue\n    Properties:\n      QueueName: !Sub 'q${i}-\${AWS::StackName}'\n      MessageRetentionPeriod: 345600\n      RedrivePolicy:\n        deadLetterTargetArn: !GetAtt Bucket${i}.Arn\n        maxReceiveCount: 5\n  Group${i}:\n    Type: AWS::EC2::SecurityGroup\n    Properties:\n      GroupDescription: web ${i}\n      SecurityGroupIngress:\n        - IpProtocol: tcp\n          FromPort: 443\n          ToPort: 443\n          CidrIp: 0.0.0.0/0\n          Description: https\n`,
    tail: '',
  },
  'kubernetes-yaml': {
    path: 'app.yaml',
    head: '',
    unit: (i) =>
      `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web-${i}\n  labels:\n    app: web-${i}\nspec:\n  replicas: 2\n  selector:\n    matchLabels:\n      app: web-${i}\n  template:\n    metadata:\n      labels:\n        app: web-${i}\n    spec:\n      containers:\n        - name: web\n          image: nginx:1.27\n          ports:\n            - containerPort: 80\n          env:\n            - name: DB_PASSWORD\n              valueFrom:\n                secretKeyRef:\n                  name: web-${i}\n                  key: password\n          resources:\n            limits:\n              cpu: 500m\n              memory: 256Mi\n---\n`,
    tail: '',
  },
  arm: {
    path: 'azuredeploy.json',
    head: `{\n  "$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",\n  "contentVersion": "1.0.0.0",\n  "parameters": {\n    "location": { "type": "string", "defaultValue": "[resourceGroup().location]" }\n  },\n  "resources": [\n`,
    unit: (i) =>
      `    {\n      "type": "Microsoft.Storage/storageAccounts",\n      "apiVersion": "2023-05-01",\n      "name": "[concat('st${i}', uniqueString(resourceGroup().id))]",\n      "location": "[parameters('location')]",\n      "sku": { "name": "Standard_LRS" },\n      "kind": "StorageV2",\n      "properties": {\n        "minimumTlsVersion": "TLS1_2",\n        "supportsHttpsTrafficOnly": true,\n        "allowBlobPublicAccess": false\n      }\n    },\n`,
    tail: `    {\n      "type": "Microsoft.Network/virtualNetworks",\n      "apiVersion": "2024-05-01",\n      "name": "vnet",\n      "location": "[parameters('location')]",\n      "properties": { "addressSpace": { "addressPrefixes": ["10.0.0.0/16"] } }\n    }\n  ]\n}\n`,
  },
  bicep: {
    path: 'main.bicep',
    head: `param location string = resourceGroup().location\n\n`,
    unit: (i) =>
      `resource st${i} 'Microsoft.Storage/storageAccounts@2023-05-01' = {\n  name: 'st${i}\${uniqueString(resourceGroup().id)}'\n  location: location\n  sku: {\n    name: 'Standard_LRS'\n  }\n  kind: 'StorageV2'\n  properties: {\n    minimumTlsVersion: 'TLS1_2'\n    supportsHttpsTrafficOnly: true\n  }\n}\n\n`,
    tail: '',
  },
};

function fileOf(format, lines) {
  const u = UNITS[format];
  let text = u.head;
  for (let i = 0; text.split('\n').length + u.tail.split('\n').length < lines; i++) text += u.unit(i);
  return { path: u.path, content: text + u.tail };
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (n) => n.toFixed(2);

if (process.argv[2] === '--first-call') {
  // Child process: the cost of the first check after a start, and the memory it leaves.
  const format = process.argv[3];
  const before = process.memoryUsage();
  const t0 = performance.now();
  const { checkFiles } = require(CHECK);
  const file = fileOf(format, 300);
  const d = await checkFiles([file], format);
  const first = performance.now() - t0;
  const t1 = performance.now();
  await checkFiles([file], format);
  const second = performance.now() - t1;
  const after = process.memoryUsage();
  console.log(
    JSON.stringify({
      first,
      second,
      errors: d.filter((x) => x.severity === 'error').length,
      rssMb: (after.rss - before.rss) / 2 ** 20,
      heapMb: (after.heapUsed - before.heapUsed) / 2 ** 20,
    }),
  );
  process.exit(0);
}

execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-b', join(root, 'libs/iac-checker')], {
  stdio: 'inherit',
});
const { checkFiles, prepareChecks } = require(CHECK);
const formats = Object.keys(UNITS);
await prepareChecks(formats);

// The security rules and the secret scan on their own, over files parsed once beforehand: their
// share of checkFiles' time, measured in the same run (so under the same load) as the whole.
const dist = (p) => require(join(root, 'libs/iac-checker/dist', p));
const { securityFindings } = dist('rules/index.js');
const { secretFindings } = dist('secrets/index.js');
const { parseHcl } = dist('parse/hcl/parse-hcl.js');
const { parseYaml } = dist('parse/doc/parse-yaml.js');
const { parseJson } = dist('parse/doc/parse-json.js');
const { parseBicep } = dist('parse/bicep/parse-bicep.js');
const parsedOf = (f) =>
  f.path.endsWith('.tf')
    ? { ...f, kind: 'hcl', hcl: parseHcl(f.path, f.content) }
    : f.path.endsWith('.yaml')
      ? { ...f, kind: 'yaml', docs: parseYaml(f.content) }
      : f.path.endsWith('.json')
        ? { ...f, kind: 'json', doc: parseJson(f.content) }
        : { ...f, kind: 'bicep', bicep: parseBicep(f.content) };

console.log(`validation, ${rounds} rounds per size after ${Math.min(50, rounds)} warm-up calls (ms)`);
console.log('format            lines   p50     p99     rules+secrets p50  errors  rule findings  secrets');
for (const format of formats)
  for (const lines of [50, 300, 2000]) {
    const file = fileOf(format, lines);
    const n = lines === 2000 ? Math.max(20, rounds / 4) : rounds;
    let found = [];
    for (let i = 0; i < Math.min(50, n); i++) found = await checkFiles([file], format);
    const errors = found.filter((d) => d.severity === 'error').length;
    const rules = found.filter((d) => d.ruleSeverity && !d.code.startsWith('IG-SEC-')).length;
    const secrets = found.filter((d) => d.code.startsWith('IG-SEC-')).length;
    const times = [];
    for (let i = 0; i < n; i++) {
      const t = performance.now();
      await checkFiles([file], format);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const parsed = [parsedOf(file)];
    const ruleTimes = [];
    for (let i = 0; i < n; i++) {
      const t = performance.now();
      securityFindings(parsed, format);
      secretFindings(parsed, format);
      ruleTimes.push(performance.now() - t);
    }
    ruleTimes.sort((a, b) => a - b);
    console.log(
      `${format.padEnd(17)} ${String(file.content.split('\n').length).padStart(5)}  ${ms(pct(times, 50)).padStart(6)}  ${ms(pct(times, 99)).padStart(6)}  ${ms(pct(ruleTimes, 50)).padStart(17)}  ${String(errors).padStart(6)}  ${String(rules).padStart(13)}  ${String(secrets).padStart(7)}`,
    );
  }

console.log('\nfirst call after a process start (300 lines; fresh process per format)');
console.log('format            first ms  second ms  rss added MB  heap added MB');
for (const format of formats) {
  const out = JSON.parse(
    execFileSync(process.execPath, [fileURLToPath(import.meta.url), '--first-call', format], { encoding: 'utf8' }),
  );
  console.log(
    `${format.padEnd(17)} ${ms(out.first).padStart(8)}  ${ms(out.second).padStart(9)}  ${out.rssMb.toFixed(1).padStart(12)}  ${out.heapMb.toFixed(1).padStart(13)}`,
  );
}

const corpus = join(root, 'test/fixtures/flawed-answers');
const cases = JSON.parse(readFileSync(join(corpus, 'cases.json'), 'utf8'));
let detected = 0;
for (const c of cases) {
  const dir = join(corpus, c.case);
  const files = readdirSync(dir, { recursive: true })
    .filter((f) => statSync(join(dir, f)).isFile())
    .map((f) => ({ path: f, content: readFileSync(join(dir, f), 'utf8') }));
  const codes = new Set((await checkFiles(files, c.format)).map((d) => d.code));
  if (c.expect.every((e) => codes.has(e))) detected++;
  else console.log(`missed: ${c.case} (${c.expect.join(', ')})`);
}
console.log(
  `\nflawed-answer corpus: ${detected}/${cases.length} detected (${((detected / cases.length) * 100).toFixed(0)}%)`,
);
const mem = process.memoryUsage();
console.log(
  `this process with every format loaded: rss ${(mem.rss / 2 ** 20).toFixed(0)} MB, heap ${(mem.heapUsed / 2 ** 20).toFixed(0)} MB`,
);
