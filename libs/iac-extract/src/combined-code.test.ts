import { type GeneratedFile } from '@infragen/contracts';
import { combinedCode } from './combined-code';

const file = (path: string, content: string): GeneratedFile => ({ path, content, language: 'hcl' });

describe('combinedCode', () => {
  it('is the content of a single file, and empty for none', () => {
    expect(combinedCode([file('main.tf', 'a = 1\n')], 'terraform')).toBe('a = 1\n');
    expect(combinedCode([], 'terraform')).toBe('');
  });

  it('heads each of several files with its path, in the comment style of the format', () => {
    const files = [file('main.tf', 'a = 1\n'), file('variables.tf', 'b = 2\n')];
    expect(combinedCode(files, 'terraform')).toBe('# main.tf\na = 1\n\n# variables.tf\nb = 2\n');
    expect(combinedCode(files, 'kubernetes-yaml')).toBe('# main.tf\na = 1\n\n# variables.tf\nb = 2\n');
    expect(combinedCode(files, 'arm')).toBe('// main.tf\na = 1\n\n// variables.tf\nb = 2\n');
    expect(combinedCode(files, 'bicep')).toBe('// main.tf\na = 1\n\n// variables.tf\nb = 2\n');
  });
});
