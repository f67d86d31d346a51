import { type RuleContext } from '../../model';
import { asStrings, type Node, UNKNOWN } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

/** The Compute Engine and App Engine default accounts, by their addresses. */
const DEFAULT_ACCOUNT = /(-compute@developer|@appspot)\.gserviceaccount\.com$/;
/** Data sources that stand for a default account (their email or id names it). */
const DEFAULT_SOURCES = [
  'data.google_compute_default_service_account.',
  'data.google_app_engine_default_service_account.',
];

const MEMBER_TYPES = [
  'google_project_iam_member',
  'google_folder_iam_member',
  'google_organization_iam_member',
  'google_storage_bucket_iam_member',
  'google_service_account_iam_member',
];
const BINDING_TYPES = [
  'google_project_iam_binding',
  'google_folder_iam_binding',
  'google_organization_iam_binding',
  'google_storage_bucket_iam_binding',
  'google_service_account_iam_binding',
];

/** Whether a member setting names a default account, by its address or through its data source. */
function namesDefault(node: Node): boolean {
  if (node.refs().some((ref) => DEFAULT_SOURCES.some((d) => ref.startsWith(d)))) return true;
  const members = asStrings(node.value());
  return members !== UNKNOWN && members.some((m) => DEFAULT_ACCOUNT.test(m));
}

export const rule = codeRule(spec, {
  terraform: (ctx: RuleContext) => {
    for (const r of ctx.resources(...MEMBER_TYPES)) {
      const member = r.body.get('member');
      if (member && namesDefault(member)) ctx.report(r, member);
    }
    for (const r of ctx.resources(...BINDING_TYPES)) {
      const members = r.body.get('members');
      if (!members) continue;
      const items = members.items();
      const hit = items.find(namesDefault) ?? (namesDefault(members) ? members : undefined);
      if (hit) ctx.report(r, hit);
    }
  },
});
