/**
 * A CodeDeploy AppSpec file (appspec.yml) lives beside templates and also has a `Resources`
 * section, but it is CodeDeploy's own format: a lower-case `version` (0.0), and `Resources` a list
 * of one-key maps (`- TargetService: {Type: AWS::ECS::Service, ...}`) where a template's is a map
 * of names; EC2/on-premises AppSpecs have `files`, `permissions` and `hooks` instead.
 */
import { type DocNode, get } from '../parse/doc/ast';

export function isCodeDeployAppSpec(root: DocNode | undefined): boolean {
  if (root?.kind !== 'map' || !get(root, 'version') || get(root, 'AWSTemplateFormatVersion')) return false;
  const resources = get(root, 'Resources');
  return resources?.kind === 'seq' || (!resources && ['hooks', 'files', 'os'].some((k) => get(root, k)));
}
