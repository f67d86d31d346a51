/**
 * The count of a cluster's members is read with their class said between the count and the machine
 * word ("two db.r6g.large instances", "3 x db.r5.large instances"); a bound before it is no count.
 * Said after "with" on the cluster, it is the cluster's count, never machines of their own.
 * Wordings of our own.
 */
import { memberCount } from './group-members';
import { tokensAt } from './text';
import { understand } from './understand';

const count = (text: string) => {
  const tokens = tokensAt(text);
  const at = tokens.findIndex((t) => t.word === 'instance');
  return memberCount(tokens, at, at + 1, text)?.count;
};

const read = (prompt: string) =>
  understand(prompt, 'aws').mentions.map((m) => ({ kind: m.kind, nodes: m.attrs.nodes }));

describe("a cluster's member count", () => {
  it('reads the count right before the machine word', () => expect(count('a cluster, four instances')).toBe(4));
  it('reads it across the class of the members', () => {
    expect(count('a graph cluster with two db.r6g.xlarge instances')).toBe(2);
    expect(count('the cluster runs 3 x db.r5.large instances')).toBe(3);
  });
  it('takes no bound for a count', () => expect(count('at most 3 db.r5.large instances')).toBeUndefined());

  it('reads "with N instances" of the cluster as its members', () => {
    expect(read('a DocumentDB cluster called profiles with four instances')).toEqual([
      { kind: 'aws.docdb_cluster', nodes: 4 },
    ]);
    expect(read('an Aurora PostgreSQL cluster with 2 instances')).toEqual([{ kind: 'aws.rds_cluster', nodes: 2 }]);
  });

  it('reads a count with the class between after the cluster, never machines of their own', () => {
    expect(read('a Neptune cluster, with 2 db.r6g.xlarge instances')).toEqual([
      { kind: 'aws.neptune_cluster', nodes: 2 },
    ]);
  });
});
