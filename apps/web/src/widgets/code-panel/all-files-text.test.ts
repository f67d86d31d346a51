import { allFilesText } from './all-files-text';

describe('allFilesText', () => {
  it('puts each file under a line naming it, in its comment style', () => {
    expect(
      allFilesText([
        { path: 'main.tf', language: 'hcl', content: 'a = 1\n' },
        { path: 'azuredeploy.json', language: 'json', content: '{}\n' },
      ]),
    ).toBe('# main.tf\na = 1\n\n// azuredeploy.json\n{}\n');
  });

  it('does not name a file twice when its first line already does', () => {
    expect(
      allFilesText([
        { path: 'versions.tf', language: 'hcl', content: '# versions.tf\nterraform {}\n' },
        { path: 'main.tf', language: 'hcl', content: 'resource "a" "b" {}\n' },
      ]),
    ).toBe('# versions.tf\nterraform {}\n\n# main.tf\nresource "a" "b" {}\n');
  });
});
