import { parseJson } from '../parse/doc/parse-json';
import { field, isKey } from './keys';

describe('a template key is read in any case, its exact spelling first', () => {
  it('matches letters in any case and nothing else', () => {
    expect(isKey('apiversion', 'apiVersion')).toBe(true);
    expect(isKey('DEPENDSON', 'dependsOn')).toBe(true);
    expect(isKey('$Schema', '$schema')).toBe(true);
    expect(isKey('apiVersions', 'apiVersion')).toBe(false);
    expect(isKey('@type', '`type')).toBe(false);
  });

  it('takes the exact spelling over another case, and another case over nothing', () => {
    const root = parseJson('{ "Name": "other", "name": "exact", "Type": "t" }').root;
    expect(field(root, 'name')).toMatchObject({ value: 'exact' });
    expect(field(root, 'type')).toMatchObject({ value: 't' });
    expect(field(root, 'kind')).toBeUndefined();
  });
});
