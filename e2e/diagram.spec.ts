import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { useSignedInPage } from './support/accounts';
import { openSplitView } from './support/workspace';

/**
 * The Diagram tab in the browser: an answer of the scripted model ([diagram], one resource every
 * 400 ms) is drawn while it streams and nothing drawn moves, a node opens its code at its line and
 * the panel leads back, the resource with a CRITICAL finding carries the error badge, the drawing
 * downloads as SVG, and axe-core finds nothing wrong with the tab.
 */
test.describe.configure({ mode: 'serial' });

const signedIn = useSignedInPage('Grace Diagram');
let page: Page;
test.beforeAll(() => {
  page = signedIn.page;
});

/** Every axe-core violation on the page but in the toasts (sonner's own colours). */
async function axeViolations(p: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page: p }).exclude('[data-sonner-toaster]').analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the diagram grows while the answer streams, opens a node at its line, marks the finding, downloads as SVG', async () => {
  const w = await openSplitView(page, 'AWS');
  await w.format.selectOption({ label: 'Terraform (AWS provider)' });
  await w.input.fill('[diagram] a small network with a web server');
  await w.input.press('Enter');

  // While it streams: open the Diagram tab and watch resources appear.
  const diagramTab = w.code.getByRole('tab', { name: 'Diagram' });
  await diagramTab.click();
  const drawing = w.code.getByRole('region', { name: 'Diagram of the resources the code creates' });
  const nodes = drawing.getByRole('button');
  await expect(nodes.first()).toBeVisible({ timeout: 15_000 });
  await expect(w.stop).toBeVisible();
  const whileStreaming = await nodes.count();
  await expect(drawing.getByRole('button', { name: /^Instance web,/ })).toBeVisible({ timeout: 15_000 });
  expect(await nodes.count()).toBeGreaterThan(whileStreaming);
  const vpc = drawing.locator('[data-node-id="aws_vpc.main"]');
  const placed = await vpc.getAttribute('style');
  // Where every box drawn so far stands: none of them may move while the rest arrives.
  const places = () =>
    drawing
      .locator('[data-node-id]')
      .evaluateAll((els) => els.map((el) => `${el.getAttribute('data-node-id')} ${el.getAttribute('style')}`));
  const drawnWhileStreaming = await places();
  await expect(w.send).toBeVisible({ timeout: 20_000 });

  // Finished: every resource, inside its network and subnet, none waiting for room; nothing
  // drawn while it streamed has moved.
  await expect(drawing.getByRole('button', { name: /^S3 bucket logs,/ })).toBeVisible();
  await expect(
    drawing.getByRole('button', { name: /^Instance web, Compute, .*in Subnet public, open in code$/ }),
  ).toBeVisible();
  await expect(w.code.getByText(/not drawn yet/)).toHaveCount(0);
  expect(await vpc.getAttribute('style')).toBe(placed);
  const drawnAtEnd = new Set(await places());
  expect(drawnWhileStreaming.filter((p) => !drawnAtEnd.has(p))).toEqual([]);

  // The security group open to SSH: public, and the CRITICAL finding's badge.
  const group = drawing.getByRole('button', { name: /^Security group ssh,/ });
  await expect(group).toHaveAccessibleName(/port 22 open to the internet/);
  await expect(group).toHaveAccessibleName(/\d+ errors? or high-severity findings?/, { timeout: 15_000 });
  await expect(group.getByTestId('finding-badge')).toBeVisible();
  await expect(drawing.getByRole('button', { name: /^S3 bucket logs,/ }).getByTestId('finding-badge')).toHaveCount(0);

  expect(await axeViolations(page)).toEqual([]);

  // The SVG download is the drawing, standalone.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    w.code.getByRole('button', { name: 'Download SVG' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('infrastructure-diagram.svg');
  const svg = await readFile((await download.path())!, 'utf8');
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  expect(svg).toContain('>web</text>');
  expect(svg).not.toContain('role="button"');

  // And as a PNG, painted from the same SVG.
  const [png] = await Promise.all([
    page.waitForEvent('download'),
    w.code.getByRole('button', { name: 'Download PNG' }).click(),
  ]);
  expect(png.suggestedFilename()).toBe('infrastructure-diagram.png');
  const bytes = await readFile((await png.path())!);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');

  // Zoom and pan move the drawing, not the nodes' places.
  const zoomed = drawing.locator('svg > g');
  const before = await zoomed.getAttribute('transform');
  await w.code.getByRole('button', { name: 'Zoom in' }).click();
  await expect(zoomed).not.toHaveAttribute('transform', before!);
  expect(await vpc.getAttribute('style')).toBe(placed);

  // A node opens its file at its line, and the panel leads back to the diagram.
  await drawing.getByRole('button', { name: /^Instance web,/ }).click();
  await expect(w.code.getByRole('tab', { name: 'main.tf' })).toHaveAttribute('aria-selected', 'true');
  const editor = w.code.getByRole('textbox', { name: 'Code of main.tf' });
  await expect(editor).toBeFocused();
  await expect
    .poll(() =>
      page.evaluate(() => {
        const node = getSelection()?.anchorNode;
        const element = node instanceof Element ? node : node?.parentElement;
        return element?.closest('.cm-line')?.textContent ?? null;
      }),
    )
    .toBe('resource "aws_instance" "web" {');
  await w.code.getByRole('button', { name: 'Back to Diagram' }).click();
  await expect(diagramTab).toHaveAttribute('aria-selected', 'true');
  await expect(drawing.getByRole('button', { name: /^Instance web,/ })).toBeFocused();
});

test('the text alternative lists the resources and their connections', async () => {
  const w = { code: page.getByRole('region', { name: 'Generated Code' }) };
  await w.code.getByText(/^Resources and connections as text/).click();
  await expect(w.code.getByText('Instance web refers to Security group ssh')).toBeVisible();
  await expect(
    w.code.getByRole('button', { name: /^S3 bucket logs, Storage, open in code \(main\.tf, line \d+\)$/ }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
