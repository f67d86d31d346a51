/**
 * Spelling correction touches only words that are no words: an English word, or an inflection of
 * one (-s, -es, -ed, -d, -ing), is what the user meant, even one letter away from a vocabulary term.
 */
import { correctSpelling } from './spelling';

describe('a word of the language is never corrected into a vocabulary word', () => {
  it.each([
    'a Lambda that consumes messages from the orders queue',
    'the worker consumes events and writes them to a table',
    'an autoscaled node pool for the batch jobs',
    'a web tier that is autoscaled on CPU',
    'the service autoscales between 2 and 10 tasks',
    'we provisioned it last year',
    'logs are streamed and archived nightly',
    'a bucket whose objects are replicated to another region',
  ])('%s', (text) => {
    const read = correctSpelling(text);
    expect(read.corrections).toEqual([]);
    expect(read.text).toBe(text);
  });
});

describe('an unknown word near a term is still read as the term', () => {
  it.each([
    ['a postgres databse for the app', 'databse -> database'],
    ['a small kubernets cluster', 'kubernets -> kubernetes'],
    ['keep three replcas running', 'replcas -> replicas'],
    ['a retension of 30 days', 'retension -> retention'],
    ['put a firewal in front', 'firewal -> firewall'],
    ['an s3 bukcet for uploads', 'bukcet -> bucket'],
    ['a provisoned throughput table', 'provisoned -> provisioned'],
  ])('%s', (text, correction) => {
    expect(correctSpelling(text).corrections).toEqual([correction]);
  });
});
