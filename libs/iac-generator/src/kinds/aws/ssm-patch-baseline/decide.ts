import { type Component } from '../../../model/types';
import { type BaselineSaid, systemOf } from './said';

/** What the request decides for a patch baseline, once for every format. */
export function decide(c: Component) {
  const said = (c.config.said ?? {}) as BaselineSaid;
  // The system said in the baseline's words, else the one the os family read of it ("Ubuntu 22.04").
  const os = (c.attrs.os && systemOf(`${c.attrs.os} ${c.attrs.osVersion ?? ''}`)) ?? said.os ?? 'AMAZON_LINUX_2023';
  const windows = os === 'WINDOWS';
  const classifications =
    said.classifications?.map(([linux, win]) => (windows ? win : linux)) ??
    (windows ? ['CriticalUpdates', 'SecurityUpdates'] : ['Security', 'Bugfix']);
  const filters = [
    { key: 'CLASSIFICATION', values: [...new Set(classifications)] },
    { key: windows ? 'MSRC_SEVERITY' : 'SEVERITY', values: said.severities ?? ['Critical', 'Important'] },
  ];
  return {
    os,
    approveAfterDays: said.approveAfterDays ?? 7,
    complianceLevel: said.complianceLevel ?? 'HIGH',
    filters,
    patchGroup: said.patchGroup,
  };
}
