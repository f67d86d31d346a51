/**
 * The count of a cluster's members is read with their class said between the count and the machine
 * word ("two db.r6g.large instances", "3 x db.r5.large instances"); a bound before it is no count.
 * Wordings of our own.
 */
import { memberCount } from './group-members';
import { tokensAt } from './text';

const count = (text: string) => {
  const tokens = tokensAt(text);
  const at = tokens.findIndex((t) => t.word === 'instance');
  return memberCount(tokens, at, at + 1, text)?.count;
};

describe("a cluster's member count", () => {
  it('reads the count right before the machine word', () => expect(count('a cluster, four instances')).toBe(4));
  it('reads it across the class of the members', () => {
    expect(count('a graph cluster with two db.r6g.xlarge instances')).toBe(2);
    expect(count('the cluster runs 3 x db.r5.large instances')).toBe(3);
  });
  it('takes no bound for a count', () => expect(count('at most 3 db.r5.large instances')).toBeUndefined());
});
