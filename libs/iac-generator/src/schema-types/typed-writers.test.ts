/**
 * The writers are typed by the schemas: a writer with a misspelt Terraform argument (at the top
 * or in a nested block, of its main resource or of a resource or data source it adds), a misspelt
 * CloudFormation property (at the top or in a property type), a misspelt ARM property, an
 * apiVersion its ARM type does not have or a misspelt Kubernetes field fails `tsc`, and the same
 * writers spelt right compile.
 * The probes are compiled with the TypeScript compiler API against the real contexts and the
 * generated types, as files beside this one, in one program.
 */
import { join } from 'node:path';
import ts from 'typescript';

const HEADER = `
import { type TerraformWriter } from '../render/terraform/context';
import { type CfnContext } from '../render/cloudformation/context';
import { type ArmContext } from '../render/azure/arm-context';
import { type K8sContext } from '../render/kubernetes/context';
import { block } from '../model/hcl';
declare const cfn: CfnContext;
declare const arm: ArmContext;
declare const k8s: K8sContext;
`;

function options(): ts.CompilerOptions {
  const file = join(__dirname, '..', '..', 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    file,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`cannot read ${file}`);
  const { composite: _composite, tsBuildInfoFile: _info, incremental: _incremental, ...rest } = parsed.options;
  return { ...rest, noEmit: true, noUnusedLocals: false };
}

/**
 * The diagnostics of each probe, compiled together as src/schema-types/probe-<name>.ts in one
 * program (the generated types are read once), as "TS<code>: <message>" by probe name.
 */
function compile(probes: Record<string, string>): Record<string, string[]> {
  const files = new Map(
    Object.entries(probes).map(([name, body]) => [join(__dirname, `probe-${name}.ts`), HEADER + body]),
  );
  const host = ts.createCompilerHost(options());
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version, ...rest) => {
    const text = files.get(name);
    return text !== undefined ? ts.createSourceFile(name, text, version) : read(name, version, ...rest);
  };
  const exists = host.fileExists.bind(host);
  host.fileExists = (name) => files.has(name) || exists(name);
  const program = ts.createProgram({ rootNames: [...files.keys()], options: options(), host });
  const diagnostics = ts.getPreEmitDiagnostics(program);
  return Object.fromEntries(
    Object.keys(probes).map((name) => [
      name,
      diagnostics
        .filter((d) => d.file?.fileName === join(__dirname, `probe-${name}.ts`))
        .map((d) => `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`),
    ]),
  );
}

const RIGHT = {
  retention: 'retention_period',
  mode: 'stream_mode',
  copyMode: 'stream_mode',
  actions: 'actions',
  test: 'test',
  hours: 'RetentionPeriodHours',
  encryption: 'EncryptionType',
  apiVersion: '2023-01-01',
  tls: 'minimumTlsVersion',
  keySource: 'keySource',
  httpsOnly: 'supportsHttpsTrafficOnly',
  replicas: 'replicas',
};

const writers = (s: typeof RIGHT) => `
export const TF: Record<string, TerraformWriter> = {
  'aws.kinesis_stream': {
    resourceType: 'aws_kinesis_stream',
    write: (c, x) => {
      x.primary(c, { name: 'events', ${s.retention}: 24, stream_mode_details: block({ ${s.mode}: 'ON_DEMAND' }) });
      x.resource('aws_kinesis_stream', 'copy', { name: 'copy', stream_mode_details: block({ ${s.copyMode}: 'ON_DEMAND' }) });
      x.data('aws_iam_policy_document', 'read', {
        statement: [
          block({
            ${s.actions}: ['kinesis:GetRecords'],
            condition: block({ ${s.test}: 'StringEquals', variable: 'aws:SourceAccount', values: ['1'] }),
          }),
        ],
      });
    },
  },
};
cfn.add('Stream', {
  Type: 'AWS::Kinesis::Stream',
  Properties: { Name: 'events', ${s.hours}: 24, StreamEncryption: { ${s.encryption}: 'KMS', KeyId: 'alias/aws/kinesis' } },
});
arm.add({
  symbol: 'st',
  type: 'Microsoft.Storage/storageAccounts',
  apiVersion: '${s.apiVersion}',
  name: 'st',
  body: {
    location: 'westeurope',
    properties: { ${s.tls}: 'TLS1_2', encryption: { ${s.keySource}: 'Microsoft.Storage' } },
  },
});
arm.resource('st2', 'Microsoft.Storage/storageAccounts', '2023-01-01', {
  name: 'st2',
  location: 'westeurope',
  properties: { ${s.httpsOnly}: true },
});
k8s.add({ apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'web' }, spec: { ${s.replicas}: 2 } });
`;

describe('writers typed by the schemas', () => {
  let errors: Record<string, string[]>;
  beforeAll(() => {
    errors = compile({
      right: writers(RIGHT),
      terraform: writers({ ...RIGHT, retention: 'retension_period' }),
      terraformNested: writers({ ...RIGHT, mode: 'stream_mod' }),
      terraformResource: writers({ ...RIGHT, copyMode: 'stream_mod' }),
      terraformData: writers({ ...RIGHT, actions: 'action' }),
      terraformDeeper: writers({ ...RIGHT, test: 'tst' }),
      cloudformation: writers({ ...RIGHT, hours: 'RetentionPeriodHour' }),
      cloudformationNested: writers({ ...RIGHT, encryption: 'EncryptionTyp' }),
      kubernetes: writers({ ...RIGHT, replicas: 'replica' }),
      arm: writers({ ...RIGHT, apiVersion: '2023-01-02', tls: 'minimumTlsVersio' }),
      armDeeper: writers({ ...RIGHT, keySource: 'keySourc' }),
      armResource: writers({ ...RIGHT, httpsOnly: 'supportsHttpsTraficOnly' }),
    });
  }, 300_000);

  it('compiles writers whose names the schemas know', () => {
    expect(errors.right).toEqual([]);
  });

  it('refuses a misspelt Terraform argument, at the top and in a nested block', () => {
    expect(errors.terraform).toEqual([
      expect.stringMatching(/^TS(2353|2561): .*'retension_period' does not exist in type/),
    ]);
    expect(errors.terraformNested).toEqual([
      expect.stringMatching(/^TS2322: Type 'NestedBlock<\{ stream_mod: string; \}.* has no properties in common with/),
    ]);
  });

  it('refuses a misspelt name in a nested block of a resource or data source the writer adds', () => {
    expect(errors.terraformResource).toEqual([
      expect.stringMatching(/^TS2322: Type 'NestedBlock<\{ stream_mod: string; \}.* has no properties in common with/),
    ]);
    // One right name beside the misspelt one: refused by the names the block was written with.
    expect(errors.terraformData).toEqual([
      expect.stringMatching(/^TS2322: .*Type '"action"' is not assignable to type .*Did you mean '"actions"'\?$/),
    ]);
    expect(errors.terraformDeeper).toEqual([
      expect.stringMatching(/^TS2322: .*Type '"tst"' is not assignable to type .*Did you mean '"test"'\?$/),
    ]);
  });

  it('refuses a misspelt CloudFormation property, at the top and in a property type', () => {
    expect(errors.cloudformation).toEqual([
      expect.stringMatching(/^TS(2353|2561): .*'RetentionPeriodHour' does not exist in type/),
    ]);
    expect(errors.cloudformationNested).toEqual([
      expect.stringMatching(/^TS(2353|2561): .*'EncryptionTyp' does not exist in type/),
    ]);
  });

  it('refuses a misspelt Kubernetes field', () => {
    expect(errors.kubernetes).toEqual([expect.stringMatching(/^TS(2353|2561): .*'replica' does not exist in type/)]);
  });

  it('refuses an ARM apiVersion the type does not have, and a misspelt ARM property', () => {
    expect(errors.arm).toEqual([
      expect.stringMatching(/^TS(2322|2820): Type '"2023-01-02"' is not assignable to type '.*"2023-01-01"/),
      expect.stringMatching(/^TS(2353|2561): .*'minimumTlsVersio' does not exist in type/),
    ]);
    expect(errors.armDeeper).toEqual([expect.stringMatching(/^TS(2353|2561): .*'keySourc' does not exist in type/)]);
    // The same through x.resource(owner, type, apiVersion, body), where the type is inferred in the call.
    expect(errors.armResource).toEqual([
      expect.stringMatching(/^TS(2353|2561): .*'supportsHttpsTraficOnly' does not exist in type/),
    ]);
  });
});
