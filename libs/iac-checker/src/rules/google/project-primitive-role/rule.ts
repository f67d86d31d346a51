import { oneOf } from '../../helpers/settings';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

export const rule = codeRule(spec, {
  terraform: (ctx) => {
    const primitive = oneOf('roles/owner', 'roles/editor');
    for (const r of ctx.resources('google_project_iam_member', 'google_project_iam_binding')) {
      const role = r.body.get('role');
      const v = role?.value();
      if (role && typeof v === 'string' && primitive(v)) ctx.report(r, role);
    }
  },
});
