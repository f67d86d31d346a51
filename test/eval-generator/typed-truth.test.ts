/**
 * The truth scripts judge typed values and attributes said with their value on the files
 * (scripts/eval/typed-values.ts, unread-truth.ts; issue 24, SIL/UNT): a setting reported honoured
 * whose address or number no file holds in any usual spelling is untrue, and so is a "not read" line
 * whose words one written attribute says with its value. Cases of our own.
 */
import { typedValuesNotWritten } from '../../scripts/eval/typed-values';
import { type Resource } from '../../scripts/eval/types';
import { keyValueOf } from '../../scripts/eval/unread-truth';

const resource = (type: string, body: unknown): Resource => ({
  file: 'main.tf',
  name: type,
  views: [{ type, body }],
  instances: 1,
});

describe('typed values of a honoured setting', () => {
  it.each<[string, string]>([
    ['kept 5 days', 'message_retention_seconds = 432000'],
    ['expire after 60 days', 'default_table_expiration_ms = 5184000000'],
    ['at 80% CPU', 'target_value = 0.8'],
    ['a 4 GB function', 'MemorySize: 4096'],
    ['10.90.0.0/20', "addressPrefix: '10.90.0.0/20'"],
    ['30 DTU', "name: 'S2'"],
  ])('"%s" is held by %s', (words, content) => {
    expect(typedValuesNotWritten(words, content)).toEqual([]);
  });

  it.each<[string, string]>([
    ['75 processing units', 'processing_units = 100'],
    ['10.90.0.0/20', "addressPrefix: '10.0.0.0/20'"],
    ['kept 5 days', 'message_retention_seconds = 345600'],
  ])('"%s" is not held by %s', (words, content) => {
    expect(typedValuesNotWritten(words, content)).toHaveLength(1);
  });
});

describe('a "not read" line whose words an attribute says with its value', () => {
  const cdn = resource('aws_cloudfront_distribution', {
    price_class: 'PriceClass_200',
    default_root_object: 'home.html',
    viewer_certificate: [{ minimum_protocol_version: 'TLSv1.2_2021' }],
  });
  it.each<[string, string | undefined]>([
    ['price class 200', 'aws_cloudfront_distribution.price_class'],
    ['root object home', 'aws_cloudfront_distribution.default_root_object'],
    // A value the attribute does not hold, or words no key says, are no evidence.
    ['price class 100', undefined],
    ['home page', undefined],
  ])('%s -> %s', (subject, path) => {
    expect(keyValueOf(subject, [cdn])).toBe(path);
  });
});
