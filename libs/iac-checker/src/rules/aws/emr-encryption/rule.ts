import { type Resource, type RuleContext } from '../../model';
import { HclExprNode } from '../../view/hcl';
import { asBool, at, type Node, UNKNOWN } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

/** The security configuration's JSON document as a node (a heredoc, a string or jsonencode in Terraform). */
function documentOf(setting: Node | undefined): Node | undefined {
  return setting instanceof HclExprNode ? setting.decoded() : setting;
}

function judge(ctx: RuleContext, r: Resource, doc: Node | undefined): void {
  if (!doc) return;
  const enc = doc.get('EncryptionConfiguration');
  if (!enc) {
    ctx.report(r, doc, 'No `EncryptionConfiguration`: neither data at rest nor data in transit is encrypted.');
    return;
  }
  const flag = (key: string) => {
    const n = enc.get(key);
    const v = n?.value();
    return { n, off: v !== UNKNOWN && asBool(v) !== true };
  };
  const atRest = flag('EnableAtRestEncryption');
  if (atRest.off) ctx.report(r, atRest.n ?? enc, 'At-rest encryption is off (`EnableAtRestEncryption`).');
  else {
    const local = at(enc, 'AtRestEncryptionConfiguration.LocalDiskEncryptionConfiguration');
    const provider = local?.get('EncryptionKeyProviderType')?.value();
    if (provider !== UNKNOWN && (typeof provider !== 'string' || !provider.trim()))
      ctx.report(r, local ?? enc, "The nodes' local disks are not encrypted (no local disk key provider).");
  }
  const inTransit = flag('EnableInTransitEncryption');
  if (inTransit.off) ctx.report(r, inTransit.n ?? enc, 'In-transit encryption is off (`EnableInTransitEncryption`).');
}

export const rule = codeRule(spec, {
  terraform: (ctx) => {
    for (const r of ctx.resources('aws_emr_security_configuration'))
      judge(ctx, r, documentOf(r.body.get('configuration')));
  },
  cloudformation: (ctx) => {
    for (const r of ctx.resources('AWS::EMR::SecurityConfiguration'))
      judge(ctx, r, r.body.get('SecurityConfiguration'));
  },
});
