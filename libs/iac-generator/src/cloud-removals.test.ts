/** Which clouds a follow-up takes away whole, read from the follow-up's own clauses. */
import { cloudRemovals, without } from './cloud-removals';

const first = 'An S3 bucket named raw-in on AWS and a Cosmos DB account on Azure and a GCS bucket on Google Cloud';

describe('a follow-up that removes a whole cloud part', () => {
  it.each([
    ['please get rid of the Azure side', ['azure']],
    ["we don't need anything on GCP anymore", ['gcp']],
    ['drop Azure entirely', ['azure']],
    ['remove all the Google Cloud resources', ['gcp']],
  ])('%s', (followUp, clouds) => {
    expect(cloudRemovals([first, followUp]).clouds).toEqual(clouds);
  });

  it.each([['only AWS from now on'], ['we just need the AWS part now']])('%s keeps that cloud alone', (followUp) => {
    const r = cloudRemovals([first, followUp]);
    expect(r.only).toEqual(['aws']);
    expect(r.clouds).toEqual([]);
  });

  it.each([
    // A thing of a cloud, not the cloud's part.
    ['remove the Azure Cosmos DB account'],
    ['drop the GCS bucket'],
    // A new thing on one cloud, said with "only".
    ['add an S3 bucket that only AWS services may read'],
  ])('%s removes no cloud part', (followUp) => {
    const r = cloudRemovals([first, followUp]);
    expect([r.clouds, r.only]).toEqual([[], []]);
  });

  it('the first turn never removes a cloud', () => {
    expect(cloudRemovals(['remove the Azure part']).clouds).toEqual([]);
  });

  it('says where the removing words are in the joined conversation', () => {
    const followUp = 'add versioning, and remove the Azure part';
    const r = cloudRemovals([first, followUp]);
    const text = `${first}\n${followUp}`;
    expect(r.spans.map((s) => text.slice(s.start, s.end))).toEqual(['remove the Azure part']);
  });

  it('cuts spans out of spans', () => {
    expect(without([{ start: 0, end: 10 }], [{ start: 3, end: 5 }])).toEqual([
      { start: 0, end: 3 },
      { start: 5, end: 10 },
    ]);
    expect(without([{ start: 0, end: 10 }], [{ start: 0, end: 10 }])).toEqual([]);
  });
});
