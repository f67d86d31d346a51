import { loadHclParser } from '../parse/hcl/tree-sitter';
import { buildGraph } from './build-graph';
import { closeJson, type ParseCache, parseFiles } from './parse-files';

beforeAll(() => loadHclParser());

describe('closeJson', () => {
  it('closes JSON cut short after its last complete object or array', () => {
    expect(closeJson('{"a": {"b": 1}, "c": {"d"')).toBe('{"a": {"b": 1}}');
    expect(closeJson('{"resources": [{"type": "x"}, {"type": "y", "name": "z')).toBe('{"resources": [{"type": "x"}]}');
    expect(closeJson('{"a": "}{"}')).toBe('{"a": "}{"}');
  });
});

describe('parseFiles on text still streaming', () => {
  it('reads every format as far as it goes, so the graph holds what was written before the cut', () => {
    const arm = `{
  "resources": [
    { "type": "Microsoft.Network/virtualNetworks", "apiVersion": "2023-05-01", "name": "vnet" },
    { "type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01", "name": "st", "properties": { "minimumTls`;
    const tf =
      'resource "aws_vpc" "main" {\n  cidr_block = "10.0.0.0/16"\n}\n\nresource "aws_subnet" "a" {\n  vpc_id = aws_vpc.';
    const yaml = 'kind: Namespace\nmetadata:\n  name: shop\n---\nkind: Deployment\nmetadata:\n  name: web\n  names';
    const ids = (format: Parameters<typeof parseFiles>[1], path: string, content: string) =>
      buildGraph(parseFiles([{ path, content }], format), format).nodes.map((n) => n.id);
    expect(ids('arm', 'azuredeploy.json', arm)).toEqual(['Microsoft.Network/virtualNetworks/vnet']);
    expect(ids('terraform-aws', 'main.tf', tf)).toEqual(['aws_vpc.main', 'aws_subnet.a']);
    expect(ids('kubernetes-yaml', 'k.yaml', yaml)).toEqual(['Namespace/shop', 'Deployment/web']);
  });

  it('leaves alone a file the format does not read and one with a fence left in', () => {
    const files = parseFiles(
      [
        { path: 'README.md', content: '# hi' },
        { path: 'main.tf', content: '```hcl\nresource "a" "b" {}\n```' },
      ],
      'terraform-aws',
    );
    expect(files.map((f) => f.kind)).toEqual(['text', 'text']);
  });
});

describe('parseFiles with a cache', () => {
  it('reuses the files whose text has not changed and parses the others again', () => {
    const cache: ParseCache = new Map();
    const network = { path: 'network.tf', content: 'resource "aws_vpc" "main" {\n  cidr_block = "10.0.0.0/16"\n}\n' };
    const app = { path: 'app.tf', content: 'resource "aws_s3_bucket" "logs" {' };
    const first = parseFiles([network, app], 'terraform-aws', cache);
    const grown = { ...app, content: `${app.content}\n  bucket = "logs"\n}\n` };
    const second = parseFiles([network, grown], 'terraform-aws', cache);
    expect(second[0]).toBe(first[0]);
    expect(second[1]).not.toBe(first[1]);
    expect(buildGraph(second, 'terraform-aws').nodes.map((n) => n.id)).toEqual(['aws_vpc.main', 'aws_s3_bucket.logs']);
    // Another format reads the same text another way: nothing is reused.
    expect(parseFiles([network], 'terraform-google', cache)[0]).not.toBe(second[0]);
    expect([...cache.keys()]).toEqual(['network.tf']);
  });
});
