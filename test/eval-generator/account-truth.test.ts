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

describe('whether "not read" and "written, not read" lines are true of the files', () => {
  const asked = request({
    format: 'terraform-azurerm',
    prompt: 'a key vault kv-ops-weu with RBAC authorization and the Frosty storage tier',
    components: [{ phrase: 'a key vault kv-ops-weu', anyOf: ['azurerm_key_vault'] }],
    settings: [
      {
        phrase: 'RBAC authorization',
        type: 'azurerm_key_vault',
        path: 'rbac_authorization_enabled',
        equals: true,
      },
      { phrase: 'the Frosty storage tier', type: 'azurerm_key_vault', path: 'sku_name', equals: 'frosty' },
    ],
  });
  const read = {
    resources: [
      resource('azurerm_key_vault', { name: 'kv-ops-weu', rbac_authorization_enabled: true, sku_name: 'standard' }),
    ],
    parses: true,
    errors: [],
  };
  const judge = (notRead: string[], writtenUnread: string[] = []) =>
    accountTruth({ request: asked, declined: false, notCovered: [], notRead, writtenUnread, covered: [], read });

  it('calls untrue a "not read" line about a setting the files meet', () => {
    expect(judge(["'RBAC' (no words of it were read)"]).untrueNotRead).toEqual([
      "'RBAC' (no words of it were read) [met: RBAC authorization]",
    ]);
  });

  it('calls untrue a "not read" line whose every word names an attribute written', () => {
    const truth = judge(["'sku name' (no words of it were read)"]);
    expect(truth.untrueNotRead).toEqual([
      "'sku name' (no words of it were read) [written: azurerm_key_vault.sku_name, azurerm_key_vault.name]",
    ]);
  });

  it('keeps a "not read" line about a setting the files miss, whatever attribute shares its words', () => {
    expect(judge(["'Frosty storage tier' (no words of it were read)"]).untrueNotRead).toEqual([]);
    expect(judge(["'a zebra crossing' (no words of it were read)"]).untrueNotRead).toEqual([]);
  });

  it('keeps a "not read" line quoting a value no file holds, though the setting it is said in is met', () => {
    const truth = accountTruth({
      request: asked,
      declined: false,
      notCovered: [],
      notRead: ["'RBAC 2' (no words of it were read)"],
      covered: [],
      read,
      files: [{ content: 'rbac_authorization_enabled = true' }],
    });
    expect(truth.untrueNotRead).toEqual([]);
  });

  it('calls untrue a "written, not read" line about a setting the files miss, and counts it as said', () => {
    const truth = judge([], ["'storage tier' (not read as a setting of its own, but the files write sku_name)"]);
    expect(truth.untrueWrittenUnread).toHaveLength(1);
    expect(truth.unsaidSettings).toEqual([]);
  });

  it('takes a one-word line as true when no file holds the word', () => {
    const truth = accountTruth({
      request: asked,
      declined: false,
      notCovered: ["'kv-ops-weu' (given in the request: no file holds this value, so it was not written as asked)"],
      covered: [],
      read,
      files: [{ content: 'resource "azurerm_key_vault" "main" {\n  name = "kv-main"\n}' }],
    });
    expect(truth.trueLines).toHaveLength(1);
    expect(truth.untrueLines).toEqual([]);
  });
});
