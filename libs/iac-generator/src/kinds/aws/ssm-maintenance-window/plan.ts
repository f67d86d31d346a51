import { type Needs } from '../../../plan/needs';
import { readWindow } from './said';

/**
 * A maintenance window targets the instances said (by their tag or ids) and runs the task said
 * (AWS-RunPatchBaseline when patching is said), through Systems Manager's service-linked role: no
 * role is planned. The instances it targets are the account's, never new ones (disambiguation.ts).
 */
export const needs: Needs = (c, plan) => {
  if (c.config.said) return;
  c.config.said = readWindow(c, plan);
};
