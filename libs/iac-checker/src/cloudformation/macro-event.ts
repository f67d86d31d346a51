/**
 * A CloudFormation macro's request event, kept beside the macro's code to test its Lambda function
 * (JamesWoolfenden/aws-cloudformation-templates MacrosExamples/Count/event.json, t10-H11): the
 * template fragment the macro is to transform sits under `fragment`, with `requestId` (and, as
 * CloudFormation sends it, `transformId`, `region`, `accountId`, `params`,
 * `templateParameterValues`). It is the function's input, not a template, so it is not judged; the
 * fragment is written for the macro (`Count: 2` on a resource), not for CloudFormation.
 */
import { type DocNode, get } from '../parse/doc/ast';

export function isMacroEvent(root: DocNode | undefined): boolean {
  if (root?.kind !== 'map' || get(root, 'Resources') || get(root, 'fragment')?.kind !== 'map') return false;
  return ['requestId', 'transformId'].some((k) => get(root, k) !== undefined);
}
