import { validate } from '../../scripts/eval/json-schema';

describe('the schema subset', () => {
  const schema = {
    type: 'object',
    required: ['a'],
    additionalProperties: false,
    properties: {
      a: { type: ['string', 'array'], minLength: 2, minItems: 1, items: { type: 'string' } },
      b: { $ref: '#/$defs/n' },
    },
    $defs: { n: { type: 'integer', minimum: 1 } },
  };

  it('checks types, lengths, references and unknown properties', () => {
    expect(validate(schema, { a: 'xy', b: 2 })).toEqual([]);
    expect(validate(schema, { a: ['x'] })).toEqual([]);
    expect(validate(schema, { a: 'x', b: 0, c: 1 })).toEqual([
      'a: shorter than 2 character(s)',
      'b: 0 is below 1',
      '(root): unknown property "c"',
    ]);
    expect(validate(schema, { a: [] })).toEqual(['a: fewer than 1 item(s)']);
    expect(validate(schema, {})).toEqual(['(root): missing required property "a"']);
  });

  it('refuses a schema keyword it does not check', () => {
    expect(() => validate({ oneOf: [] }, 1)).toThrow('schema: unsupported keyword "oneOf"');
  });
});
