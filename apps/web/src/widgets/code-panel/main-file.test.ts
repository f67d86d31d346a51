import { mainFileOf } from './main-file';

const file = (path: string, content = 'x\n') => ({ path, content });

describe('mainFileOf', () => {
  it('opens a Terraform module on main.tf, not on the provider pins that come first', () => {
    const files = [file('versions.tf'), file('main.tf'), file('variables.tf', 'a much longer file of inputs\n')];
    expect(mainFileOf(files)?.path).toBe('main.tf');
  });

  it('prefers the shallowest main file', () => {
    expect(mainFileOf([file('modules/vpc/main.tf'), file('main.tf')])?.path).toBe('main.tf');
    expect(mainFileOf([file('versions.tf'), file('main.bicep')])?.path).toBe('main.bicep');
  });

  it('opens on the template when there is no main file', () => {
    expect(mainFileOf([file('parameters.json', 'long '.repeat(50)), file('azuredeploy.json')])?.path).toBe(
      'azuredeploy.json',
    );
    expect(mainFileOf([file('outputs.yaml', 'long '.repeat(50)), file('template.yaml')])?.path).toBe('template.yaml');
  });

  it('else opens on the largest resource file, never a supporting one', () => {
    const files = [
      file('versions.tf', 'pins '.repeat(100)),
      file('aws.tf', 'resource\n'),
      file('azure.tf', 'resource resource\n'),
      file('outputs.tf', 'outputs '.repeat(100)),
      file('prod.tfvars', 'values '.repeat(100)),
    ];
    expect(mainFileOf(files)?.path).toBe('azure.tf');
  });

  it('falls back to the first file when every file is a supporting one, and to nothing without files', () => {
    expect(mainFileOf([file('versions.tf'), file('variables.tf')])?.path).toBe('versions.tf');
    expect(mainFileOf([])).toBeUndefined();
  });

  it('does not reorder the list it is given', () => {
    const files = [file('b/main.tf'), file('main.tf')];
    mainFileOf(files);
    expect(files.map((f) => f.path)).toEqual(['b/main.tf', 'main.tf']);
  });
});
