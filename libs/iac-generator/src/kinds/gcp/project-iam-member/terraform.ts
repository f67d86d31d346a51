import { expr, tfLabel } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter, type TfContext } from '../../../render/terraform/context';
import { CALLED_MEMBERS, RESOURCE_MEMBERS } from '../grant-scope';
import { project } from '../terraform/common';
import { statedRoles } from '../terraform/identity';

export const terraform: TerraformWriter = {
  resourceType: 'google_project_iam_member',
  write: (c, x) => {
    // One member per role granted ("roles/storage.admin and roles/artifactregistry.writer"), else log writing only.
    const roles = statedRoles(c);
    (roles.length ? roles : ['roles/logging.logWriter']).forEach((role, i) => {
      const member = memberOf(c, x);
      const scope = c.ref.scope as Component | undefined;
      const on = scope && (RESOURCE_MEMBERS[scope.kind] ?? CALLED_MEMBERS[scope.kind]);
      if (scope && on) {
        const body = {
          ...(on.project ? { project: project(x) } : {}),
          ...(on.location ? { location: x.ref(scope, 'location') } : {}),
          [on.arg]: x.ref(scope, on.attr),
          role,
          member,
        };
        x.resource(
          on.type,
          i === 0 ? c.id : `${c.id}_${tfLabel(role.replace(/^roles\//, ''))}`,
          body,
          i === 0 ? granted(c, ', on this one resource') : undefined,
        );
        return;
      }
      const body = { project: project(x), role, member };
      if (i === 0)
        x.primary(c, body, roles.length ? granted(c, '') : 'A narrow predefined role, never Owner or Editor.');
      else x.resource('google_project_iam_member', `${c.id}_${tfLabel(role.replace(/^roles\//, ''))}`, body);
    });
  },
};

/** Who is granted: the component's service account, or a Google service agent the grant is for. */
function memberOf(c: Component, x: TfContext) {
  if (c.config.agent !== 'storage') return expr(`"serviceAccount:\${${x.addr(c.ref.sa as Component)}.email}"`);
  // The Cloud Storage service agent is named after the project; its address is looked up, never guessed.
  const agent = x.data('google_storage_project_service_account', 'storage_agent', { project: project(x) });
  return expr(`"serviceAccount:\${${agent}.email_address}"`);
}

/** Why a grant is there: the request stated the role, or a workload needs it to use a part of the request. */
const granted = (c: Component, where: string) =>
  c.ref.grantedBy
    ? `So the workload can use the resource it was asked with: ${c.implicit}.`
    : `The roles the request granted${where}.`;
