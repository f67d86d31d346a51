import { type Needs } from '../../../plan/needs';
import { type WindowSaid } from '../ssm-maintenance-window/said';
import { readBaseline } from './said';

/**
 * A baseline's approval rule and patch group as said; with no patch group said, a maintenance
 * window of the request targeting a patch group's tag ("tagged Patch Group=web") gives its value,
 * so the instances it patches use this baseline.
 */
export const needs: Needs = (c, plan) => {
  if (c.config.said) return;
  const said = readBaseline(c, plan);
  if (!said.patchGroup)
    for (const w of plan.all('aws.ssm_maintenance_window')) {
      const tag = (w.config.said as WindowSaid | undefined)?.tag;
      if (tag && /^patch\s?group$/i.test(tag.key)) said.patchGroup = tag.value;
    }
  c.config.said = said;
};
