/**
 * Several moves to colder classes said of one store ("to nearline after 30 days and to coldline
 * after 90") are each read and kept, in order, on the store: a second move is never dropped because
 * the first took the single pair, and no move runs across another's time ("the cool tier after 30
 * days and to archive after 180" is two moves, not one from "tier" to "archive").
 */
import { transitionsOf } from '../model/transitions';
import { understand } from './understand';
import { type Cloud } from '../model/types';

const moves = (prompt: string, cloud: Cloud) =>
  understand(prompt, cloud)
    .mentions.filter((m) => m.attrs.transitionDays !== undefined || m.attrs.transitions)
    .map((m) => [m.kind, transitionsOf(m.attrs).map((t) => `${t.storageClass}@${t.days}`)]);

describe('every lifecycle move said of a store', () => {
  it.each([
    [
      'gcp',
      'a GCS bucket logs-eu: move objects to nearline after 30 days and to coldline after 90 days',
      'gcp.storage_bucket',
      ['nearline@30', 'coldline@90'],
    ],
    [
      'gcp',
      'a cloud storage bucket for scans, coldline after 6 months, archive after 2 years, nearline after 30d',
      'gcp.storage_bucket',
      ['nearline@30', 'coldline@180', 'archive@730'],
    ],
    [
      'aws',
      'an S3 bucket reports-2027 that transitions objects to standard-ia after 30 days, then to glacier after 180 days',
      'aws.s3_bucket',
      ['standard-ia@30', 'glacier@180'],
    ],
    [
      'azure',
      'a storage account whose blobs go to the cool tier after 30 days and to archive after 180 days',
      'azure.storage_account',
      ['cool@30', 'archive@180'],
    ],
  ] as [Cloud, string, string, string[]][])('%s: %s', (cloud, prompt, kind, want) => {
    expect(moves(prompt, cloud)).toEqual([[kind, want]]);
  });

  it('keeps a single move as before, and a name a move verb begins', () => {
    expect(moves('an S3 bucket archive-docs that moves objects to glacier after 90 days', 'aws')).toEqual([
      ['aws.s3_bucket', ['glacier@90']],
    ]);
    expect(
      understand('an S3 bucket archive-docs that moves objects to glacier after 90 days', 'aws').mentions[0].names,
    ).toEqual(['archive-docs']);
  });
});
