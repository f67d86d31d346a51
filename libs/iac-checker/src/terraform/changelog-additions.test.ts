/**
 * What scripts/schemas/changelog-additions.mjs reads as ADDED from a provider CHANGELOG (the data
 * behind newer-additions.ts), on lines of our own in each provider's style: new types, arguments
 * and blocks added (dotted paths by segment), never fixes, removals or list resources; undated
 * `(Unreleased)` sections are skipped.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '../../../..');

interface Release {
  version: string;
  date: string;
  resources: string[];
  dataSources: string[];
  names: Record<string, string[]>;
}

/** `releasesIn(text, prefix)` of the script (an ES module Jest cannot load). */
function releasesIn(text: string, prefix: string): Release[] {
  const body = `import { releasesIn } from './scripts/schemas/changelog-additions.mjs';
    console.log(JSON.stringify(releasesIn(${JSON.stringify(text)}, ${JSON.stringify(prefix)})));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', body], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as Release[];
}

it('aws style', () => {
  const text = [
    '## 9.2.0 (Unreleased)',
    '* **New Resource:** `aws_never_released`',
    '## 9.1.0 (March 3, 2031)',
    'FEATURES:',
    '* **New Resource:** `aws_widget` ([#1](x))',
    '* **New Data Source:** `aws_widgets`',
    '* **New List Resource:** `aws_gadget`',
    'ENHANCEMENTS:',
    '* resource/aws_gadget: Add `spin_rate` argument and `rotor.blade_count` attribute ([#2](x))',
    '* resource/aws_gadget: Allow `colour` to be updated in-place',
    'BUG FIXES:',
    '* resource/aws_gadget: Add missing `broken_thing` handling',
  ].join('\n');
  expect(releasesIn(text, 'aws')).toEqual([
    {
      version: '9.1.0',
      date: '2031-03-03',
      resources: ['aws_widget'],
      dataSources: ['aws_widgets'],
      names: { aws_gadget: ['spin_rate', 'rotor', 'blade_count'] },
    },
  ]);
});

it('azurerm and google styles', () => {
  const azurerm = [
    '## 6.1.0 (May 02, 2031)',
    '* **New Resource**: `azurerm_thing`',
    '* `azurerm_box` - support for the `lid_colour` property',
    '* `azurerm_box` - fix a crash reading `lid`',
  ].join('\n');
  expect(releasesIn(azurerm, 'azurerm')[0]).toMatchObject({
    resources: ['azurerm_thing'],
    names: { azurerm_box: ['lid_colour'] },
  });
  const google = [
    '## 9.3.0 (June 1, 2031)',
    'IMPROVEMENTS:',
    '* compute: added `quiet_mode` field to `google_compute_gizmo` resource ([#3](x))',
    '* compute: promoted `turbo` field in `google_compute_gizmo` to GA',
    'BREAKING CHANGES:',
    '* compute: removed `old_mode` field from `google_compute_gizmo` resource',
  ].join('\n');
  expect(releasesIn(google, 'google')[0].names).toEqual({ google_compute_gizmo: ['quiet_mode', 'turbo'] });
});
