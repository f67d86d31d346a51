/**
 * Equivalents as data: another cloud's product is said with the nearest one of the chosen cloud,
 * also for a product with no kind folder of its own (the vocabulary's general concept names the same
 * thing on every cloud), and an API a product does not have is said with the one written instead.
 */
import { understand } from '../understand';
import { checkConstraints } from './check';

const read = (prompt: string, cloud: Parameters<typeof understand>[1]) => checkConstraints(understand(prompt, cloud));

describe('a product of another cloud with no kind folder: named with the nearest one', () => {
  it.each([
    [
      'static site in an s3 bucket behind google cloud cdn',
      'aws',
      /Cloud CDN.*not on AWS; the nearest AWS service is CloudFront distribution/i,
    ],
    [
      'a storage account website fronted by Cloud CDN',
      'azure',
      /Cloud CDN.*not on Azure; the nearest Azure service is Front Door/i,
    ],
  ] as const)('%s (%s)', (prompt, cloud, line) => {
    expect(read(prompt, cloud).notCovered).toContainEqual(expect.stringMatching(line));
  });
});

describe('an API a product does not have (kind.json `cannot` with `when`)', () => {
  it('Cosmos DB with a DynamoDB-compatible API: said, with the NoSQL API it is written with', () => {
    const intent = read('cosmos db account "sessions", dynamodb compatible, with a container tokens', 'azure');
    expect(intent.notCovered).toContainEqual(
      expect.stringMatching(/cannot speak the DynamoDB API: .*written with the NoSQL API/),
    );
  });

  it('with another API asked for, the line does not claim NoSQL', () => {
    const intent = read('cosmos db account with the cassandra api, not a dynamodb api', 'azure');
    expect(intent.notCovered.filter((l) => /NoSQL API/.test(l))).toEqual([]);
  });
});
