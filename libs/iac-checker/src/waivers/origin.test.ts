/**
 * Waivers are the user's decision, never the model's. The same file with a waiver above a
 * CRITICAL finding: written by the user (the editor's check) or by the built-in engine, the
 * finding is waived; written by a model, it stays an error and the waiver is only shown.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CodeOrigin, checkFiles, prepareChecks } from '../index';

beforeAll(() => prepareChecks(['terraform-aws']), 30000);

const file = {
  path: 'main.tf',
  content: readFileSync(join(__dirname, 'fixtures', 'waived-open-group.tf'), 'utf8'),
};
const check = (origin: CodeOrigin) => checkFiles([file], 'terraform-aws', origin);

describe('a waiver counts only when the user (or the engine) wrote it', () => {
  it.each<CodeOrigin>(['user', 'engine'])(
    '%s: the CRITICAL finding is waived and listed as information',
    async (origin) => {
      const found = await check(origin);
      expect(found.find((d) => d.code === 'IG-AWS-003')).toMatchObject({
        severity: 'info',
        ruleSeverity: 'CRITICAL',
        waived: { line: 5 },
      });
      expect(found.some((d) => d.code === 'waiver.not-honoured')).toBe(false);
    },
  );

  it('model: the finding stays an error, and the waiver is shown as not honoured on its line', async () => {
    const found = await check('model');
    const finding = found.find((d) => d.code === 'IG-AWS-003');
    expect(finding).toMatchObject({ severity: 'error', ruleSeverity: 'CRITICAL' });
    expect(finding?.waived).toBeUndefined();
    expect(found.filter((d) => d.code === 'waiver.not-honoured')).toEqual([
      expect.objectContaining({ severity: 'info', line: 5, message: expect.stringContaining('IG-AWS-003') }),
    ]);
  });

  it('without an origin the code is taken as the caller’s own (scripts and tests)', async () => {
    const found = await checkFiles([file], 'terraform-aws');
    expect(found.find((d) => d.code === 'IG-AWS-003')?.severity).toBe('info');
  });
});
