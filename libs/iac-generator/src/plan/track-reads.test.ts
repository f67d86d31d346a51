/**
 * Whether a stated setting was written: a writer read one of its attributes and it holds the stated
 * value, or the kind's writers meet its family whatever is stated (kind.json `always`).
 */
import { type Component, emptyAttrs, type Setting } from '../model/types';
import { honoured, trackReads } from './track-reads';

const kmsKey: Setting = {
  label: 'KMS encryption',
  keys: ['flag:kmsKey'],
  text: 'encrypted with our own KMS key',
  phrase: 0,
  family: 'keyChoice',
  values: {},
  flags: ['kmsKey'],
};

const component = (kind: string, settings: Setting[]): Component => ({
  id: 'main',
  kind,
  attrs: { ...emptyAttrs(), flags: new Set(['kmsKey']) },
  ref: {},
  config: {},
  settings,
});

describe('honoured settings', () => {
  it('a flag is honoured once a writer reads it, not before', () => {
    const bucket = component('aws.s3_bucket', [kmsKey]);
    const reads = trackReads([bucket]);
    expect(honoured(kmsKey, [bucket], reads)).toBe(false);
    bucket.attrs.flags.has('kmsKey');
    expect(honoured(kmsKey, [bucket], reads)).toBe(true);
  });

  it("a family the kind's writers always meet is honoured with no read (a backup vault's own KMS key)", () => {
    const plan = component('aws.backup_plan', [kmsKey]);
    expect(honoured(kmsKey, [plan], trackReads([plan]))).toBe(true);
  });

  it('a family always met by one kind is not by another', () => {
    const retention: Setting = { ...kmsKey, label: 'retention', keys: ['retentionDays'], family: 'retention' };
    const plan = component('aws.backup_plan', [retention]);
    expect(honoured(retention, [plan], trackReads([plan]))).toBe(false);
  });
});
