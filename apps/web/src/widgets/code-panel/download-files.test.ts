import { strFromU8, unzipSync } from 'fflate';
import { buildDownload, safeZipPath } from './download-files';

const main = { path: 'main.tf', language: 'hcl' as const, content: 'resource "aws_s3_bucket" "logs" {}\n' };
const vars = { path: 'modules/vpc/variables.tf', language: 'hcl' as const, content: 'variable "cidr" {}\n' };

function unzip(bytes: Uint8Array): Record<string, string> {
  return Object.fromEntries(Object.entries(unzipSync(bytes)).map(([path, data]) => [path, strFromU8(data)]));
}

describe('buildDownload', () => {
  it('saves one file as itself, under its own name', () => {
    const download = buildDownload([main], 'aws-infrastructure', 'infrastructure');
    expect(download.fileName).toBe('main.tf');
    expect(download.mimeType).toBe('text/plain;charset=utf-8');
    expect(strFromU8(download.bytes)).toBe(main.content);
  });

  it('names a single file in a folder by its last segment, with its language type', () => {
    const download = buildDownload(
      [{ path: 'k8s/app.yaml', language: 'yaml', content: 'a: 1' }],
      'x',
      'infrastructure',
    );
    expect(download.fileName).toBe('app.yaml');
    expect(download.mimeType).toBe('application/yaml;charset=utf-8');
  });

  it('zips several files under the download name, paths preserved', () => {
    const download = buildDownload([main, vars], 'aws-infrastructure', 'infrastructure');
    expect(download.fileName).toBe('aws-infrastructure.zip');
    expect(download.mimeType).toBe('application/zip');
    expect(unzip(download.bytes)).toEqual({ 'main.tf': main.content, 'modules/vpc/variables.tf': vars.content });
  });

  it('keeps unicode content intact', () => {
    const text = { ...main, content: '# Überprüfung: 日本語 ✓\n' };
    expect(unzip(buildDownload([text, vars], 'a', 'b').bytes)['main.tf']).toBe(text.content);
    expect(strFromU8(buildDownload([text], 'a', 'b').bytes)).toBe(text.content);
  });

  it('falls back to the default name and cleans unsafe characters', () => {
    expect(buildDownload([main, vars], '', 'infrastructure').fileName).toBe('infrastructure.zip');
    expect(buildDownload([main, vars], 'my:infra?', 'infrastructure').fileName).toBe('my-infra-.zip');
  });
});

describe('safeZipPath', () => {
  it('cannot point outside the folder the zip is unpacked in', () => {
    expect(safeZipPath('/etc/passwd')).toBe('etc/passwd');
    expect(safeZipPath('../../main.tf')).toBe('main.tf');
    expect(safeZipPath('modules\\vpc\\./main.tf')).toBe('modules/vpc/main.tf');
  });
});
