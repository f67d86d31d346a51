/**
 * A number before words of a numeric attribute's name states that attribute ("16 base RPUs" is
 * `BaseCapacity`), only when one attribute alone fits those words best. Wordings of our own.
 */
import { statedValues } from './stated';

const values = (dialect: Parameters<typeof statedValues>[0], type: string, text: string) =>
  statedValues(dialect, type, text, () => true).values.map((v) => [v.path.join('.'), v.value]);

describe('a number before words of an attribute name', () => {
  it('is that attribute: "with 32 base RPUs", "reserve 300 slots"', () => {
    expect(values('cloudformation', 'AWS::RedshiftServerless::Workgroup', 'sized at 32 base RPUs')).toEqual([
      ['BaseCapacity', 32],
    ]);
    expect(values('terraform:google', 'google_bigquery_reservation', 'reserve 300 slots please')).toEqual([
      ['slot_capacity', 300],
    ]);
  });

  it('says nothing when several attributes fit the words as well', () => {
    // min_size and max_size both hold "size" with one word beside it: which one is meant is not said.
    expect(values('terraform:aws', 'aws_autoscaling_group', 'a group of 10 size')).toEqual([]);
    expect(values('terraform:aws', 'aws_autoscaling_group', 'a group of 10 max size')).toEqual([['max_size', 10]]);
  });

  it('never takes a number whose words are not in the name', () => {
    expect(values('terraform:google', 'google_bigquery_reservation', 'for 3 teams')).toEqual([]);
  });
});

describe('a number before a word an attribute measures in a unit', () => {
  it('counts things when the unit is not said: "2 origins" is no origin response timeout', () => {
    expect(values('arm', 'Microsoft.Cdn/profiles', 'with 2 origins behind it and 3 endpoints')).toEqual([]);
  });

  it('is the measure when the unit is said', () => {
    expect(values('terraform:aws', 'aws_cloudwatch_log_group', 'kept for 14 days')).toEqual([
      ['retention_in_days', 14],
    ]);
  });
});
