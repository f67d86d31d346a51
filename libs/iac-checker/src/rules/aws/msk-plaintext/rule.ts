import { type RuleContext } from '../../model';
import { flag, isFalse, oneOf } from '../../helpers/settings';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

function check(ctx: RuleContext): void {
  const tf = ctx.engine === 'terraform';
  const [type, base, broker, inCluster] = tf
    ? ['aws_msk_cluster', 'encryption_info.encryption_in_transit', 'client_broker', 'in_cluster']
    : ['AWS::MSK::Cluster', 'EncryptionInfo.EncryptionInTransit', 'ClientBroker', 'InCluster'];
  for (const r of ctx.resources(type)) {
    flag(ctx, r, `${base}.${broker}`, oneOf('PLAINTEXT', 'TLS_PLAINTEXT'), {
      text: 'Clients may connect without TLS.',
    });
    flag(ctx, r, `${base}.${inCluster}`, isFalse, { text: 'Brokers talk to each other without TLS.' });
  }
}

export const rule = codeRule(spec, { terraform: check, cloudformation: check });
