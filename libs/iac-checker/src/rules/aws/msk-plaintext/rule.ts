import { defineRule, type RuleContext } from '../../model';
import { flag, isFalse, oneOf } from '../../helpers/settings';

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

export const awsMskPlaintext = defineRule({
  id: 'IG-AWS-052',
  title: 'Kafka (MSK) traffic not encrypted',
  severity: 'HIGH',
  rationale:
    'Allowing PLAINTEXT lets clients, and the brokers among themselves, move every message unencrypted across the network.',
  remediation: 'Use `client_broker = "TLS"` and keep `in_cluster = true` (the defaults).',
  checks: { terraform: check, cloudformation: check },
  formats: ['terraform-aws', 'cloudformation'],
});
