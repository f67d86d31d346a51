import { accountTruth } from '../../scripts/eval/account-truth';
import { type Resource } from '../../scripts/eval/types';
import { request } from './fixtures';

const resource = (type: string, body: unknown): Resource => ({
  file: 'main.yaml',
  name: type,
  views: [{ type, body }],
  instances: 1,
});

describe('whether an answer says every stated setting it did not write', () => {
  const asked = request({
    format: 'kubernetes-yaml',
    prompt: 'a Widget called w for the existing deployment shop, tier gold, and a namespace shop',
    components: [
      { phrase: 'a Widget', anyOf: ['Widget'] },
      { phrase: 'a namespace shop', anyOf: ['Namespace'] },
    ],
    settings: [
      { phrase: 'the existing deployment shop', type: 'Widget', path: 'spec.target', equals: 'shop' },
      { phrase: 'tier gold', type: 'Widget', path: 'spec.tier', equals: 'gold' },
      { phrase: 'a namespace shop', type: 'Namespace', path: 'metadata.name', equals: 'shop' },
    ],
  });
  const namespaceOnly = { resources: [resource('Namespace', { metadata: { name: 'app' } })], parses: true, errors: [] };
  const judge = (notCovered: string[], notRead: string[] = []) =>
    accountTruth({ request: asked, declined: false, notCovered, notRead, covered: [], read: namespaceOnly });

  it('takes a line saying a part was not written as saying its settings were not written either', () => {
    const truth = judge(["'Widget' (a custom resource: nothing was written for it)"]);
    expect(truth.trueLines).toHaveLength(1);
    // The namespace's own name is still a setting of a resource that is there: it must be said.
    expect(truth.unsaidSettings).toEqual(['a namespace shop']);
  });

  it('lists every setting of an unwritten part when no line says the part', () => {
    expect(judge([]).unsaidSettings).toEqual(['the existing deployment shop', 'tier gold', 'a namespace shop']);
  });

  it("reads a line's whole quote, the request's own apostrophes inside it", () => {
    const truth = accountTruth({
      request: request({
        prompt: "We'd like a table readings with device_id as the key",
        settings: [
          { phrase: 'device_id as the key', type: 'aws_dynamodb_table', path: 'hash_key', equals: 'device_id' },
        ],
      }),
      declined: false,
      notCovered: [],
      notRead: ["'We'd like a table readings with device_id as the key' (no words of it were read)"],
      covered: [],
      read: { resources: [], parses: true, errors: [] },
    });
    expect(truth.unsaidSettings).toEqual([]);
  });
});
