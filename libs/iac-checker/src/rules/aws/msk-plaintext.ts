import { defineRule, ex, type RuleContext } from '../model';
import { flag, isFalse, oneOf } from '../helpers/settings';

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
  examples: {
    'terraform-aws': {
      bad: [
        ex`
          resource "aws_msk_cluster" "events" {
            cluster_name           = "events"
            kafka_version          = "3.6.0"
            number_of_broker_nodes = 2
            broker_node_group_info {
              instance_type   = "kafka.t3.small"
              client_subnets  = ["subnet-1", "subnet-2"]
              security_groups = ["sg-1"]
            }
            encryption_info {
              encryption_in_transit {
                client_broker = "TLS_PLAINTEXT" #!
              }
            }
          }
        `,
      ],
      good: [
        ex`
          resource "aws_msk_cluster" "events" {
            cluster_name           = "events"
            kafka_version          = "3.6.0"
            number_of_broker_nodes = 2
            broker_node_group_info {
              instance_type   = "kafka.t3.small"
              client_subnets  = ["subnet-1", "subnet-2"]
              security_groups = ["sg-1"]
            }
            encryption_info {
              encryption_in_transit {
                client_broker = "TLS"
                in_cluster    = true
              }
            }
          }
        `,
      ],
      omitted: ex`
        resource "aws_msk_cluster" "events" {
          cluster_name           = "events"
          kafka_version          = "3.6.0"
          number_of_broker_nodes = 2
          broker_node_group_info {
            instance_type   = "kafka.t3.small"
            client_subnets  = ["subnet-1", "subnet-2"]
            security_groups = ["sg-1"]
          }
        }
      `,
    },
    cloudformation: {
      bad: [
        ex`
          Resources:
            Events:
              Type: AWS::MSK::Cluster
              Properties:
                ClusterName: events
                KafkaVersion: 3.6.0
                NumberOfBrokerNodes: 2
                BrokerNodeGroupInfo:
                  InstanceType: kafka.t3.small
                  ClientSubnets: [subnet-1, subnet-2]
                EncryptionInfo:
                  EncryptionInTransit:
                    ClientBroker: PLAINTEXT #!
                    InCluster: false #!
        `,
      ],
      good: [
        ex`
          Resources:
            Events:
              Type: AWS::MSK::Cluster
              Properties:
                ClusterName: events
                KafkaVersion: 3.6.0
                NumberOfBrokerNodes: 2
                BrokerNodeGroupInfo:
                  InstanceType: kafka.t3.small
                  ClientSubnets: [subnet-1, subnet-2]
                EncryptionInfo:
                  EncryptionInTransit:
                    ClientBroker: TLS
        `,
      ],
      omitted: ex`
        Resources:
          Events:
            Type: AWS::MSK::Cluster
            Properties:
              ClusterName: events
              KafkaVersion: 3.6.0
              NumberOfBrokerNodes: 2
              BrokerNodeGroupInfo:
                InstanceType: kafka.t3.small
                ClientSubnets: [subnet-1, subnet-2]
      `,
    },
  },
});
