/**
 * The writers are typed by the schemas: a writer with a misspelt Terraform argument (at the top
 * or in a nested block), a misspelt CloudFormation property, a misspelt ARM property, an
 * apiVersion its ARM type does not have or a misspelt Kubernetes field fails `tsc`, and the same writers spelt right compile.
 * Each probe is compiled with the TypeScript compiler API against the real contexts and the
 * generated types, as a file beside this one.
 */
import { join } from 'node:path';
import ts from 'typescript';

const PROBE = join(__dirname, 'probe.ts');
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

/** The diagnostics of `body` compiled as src/schema-types/probe.ts, as "TS<code>: <message>". */
function compile(body: string): string[] {
  const text = HEADER + body;
  const host = ts.createCompilerHost(options());
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version, ...rest) =>
    name === PROBE ? ts.createSourceFile(name, text, version) : read(name, version, ...rest);
  const exists = host.fileExists.bind(host);
  host.fileExists = (name) => name === PROBE || exists(name);
  const program = ts.createProgram({ rootNames: [PROBE], options: options(), host });
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file?.fileName === PROBE || !d.file)
    .map((d) => `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
}

const RIGHT = {
  retention: 'retention_period',
  mode: 'stream_mode',
  hours: 'RetentionPeriodHours',
  apiVersion: '2023-01-01',
  tls: 'minimumTlsVersion',
  replicas: 'replicas',
};

const writers = (s: typeof RIGHT) => `
export const TF: Record<string, TerraformWriter> = {
  'aws.kinesis_stream': {
    resourceType: 'aws_kinesis_stream',
    write: (c, x) =>
      void x.primary(c, { name: 'events', ${s.retention}: 24, stream_mode_details: block({ ${s.mode}: 'ON_DEMAND' }) }),
  },
};
cfn.add('Stream', { Type: 'AWS::Kinesis::Stream', Properties: { Name: 'events', ${s.hours}: 24 } });
arm.add({
  symbol: 'st',
  type: 'Microsoft.Storage/storageAccounts',
  apiVersion: '${s.apiVersion}',
  name: 'st',
  body: { location: 'westeurope', properties: { ${s.tls}: 'TLS1_2' } },
});
k8s.add({ apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'web' }, spec: { ${s.replicas}: 2 } });
`;

describe('writers typed by the schemas', () => {
  // One compilation of the generated types takes seconds; each case compiles once.
  jest.setTimeout(120_000);

  it('compiles writers whose names the schemas know', () => {
    expect(compile(writers(RIGHT))).toEqual([]);
  });

  it('refuses a misspelt Terraform argument, at the top and in a nested block', () => {
    const errors = compile(writers({ ...RIGHT, retention: 'retension_period', mode: 'stream_mod' }));
    expect(errors).toEqual([
      expect.stringMatching(/^TS(2353|2561): .*'retension_period' does not exist in type/),
      expect.stringMatching(/^TS(2353|2561): .*'stream_mod' does not exist in type/),
    ]);
  });

  it('refuses a misspelt CloudFormation property', () => {
    const errors = compile(writers({ ...RIGHT, hours: 'RetentionPeriodHour' }));
    expect(errors).toEqual([expect.stringMatching(/^TS(2353|2561): .*'RetentionPeriodHour' does not exist in type/)]);
  });

  it('refuses a misspelt Kubernetes field', () => {
    const errors = compile(writers({ ...RIGHT, replicas: 'replica' }));
    expect(errors).toEqual([expect.stringMatching(/^TS(2353|2561): .*'replica' does not exist in type/)]);
  });

  it('refuses an ARM apiVersion the type does not have, and a misspelt ARM property', () => {
    const errors = compile(writers({ ...RIGHT, apiVersion: '2023-01-02', tls: 'minimumTlsVersio' }));
    expect(errors).toEqual([
      expect.stringMatching(/^TS(2322|2820): Type '"2023-01-02"' is not assignable to type '.*"2023-01-01"/),
      expect.stringMatching(/^TS(2353|2561): .*'minimumTlsVersio' does not exist in type/),
    ]);
  });
});
