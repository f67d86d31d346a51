/**
 * Streaming, search, machine learning, bots and voice as hashicorp/aws resources; encrypted, private and least-
 * privileged.
 */
import { block, expr } from '../../../model/hcl';
import { dnsName } from '../common';
import { givenName } from '../../../model/names';
import { subnetIds } from './common';
import { type TerraformWriter } from '../../../render/terraform/context';
import { type Component } from '../../../model/types';

export const ref = (c: Component, key: string) => c.ref[key] as Component;

export const DATA_SERVICE_TERRAFORM: Record<string, TerraformWriter> = {
  'aws.chime_voice_connector_group': {
    resourceType: 'aws_chime_voice_connector_group',
    write: (c, x) =>
      void x.primary(c, {
        name: givenName(c),
        connector: x.plan
          .all('aws.chime_voice_connector')
          .map((v, i) => block({ voice_connector_id: x.ref(v), priority: i === 0 ? 1 : 3 })),
      }),
  },
  'aws.chime_voice_connector_logging': {
    resourceType: 'aws_chime_voice_connector_logging',
    write: (c, x) =>
      void x.primary(c, {
        voice_connector_id: x.ref(ref(c, 'vc')),
        enable_sip_logs: false,
        enable_media_metric_logs: true,
      }),
  },
  'aws.chime_voice_connector_streaming': {
    resourceType: 'aws_chime_voice_connector_streaming',
    write: (c, x) =>
      void x.primary(c, {
        voice_connector_id: x.ref(ref(c, 'vc')),
        disabled: false,
        data_retention: 7,
        streaming_notification_targets: ['SQS'],
      }),
  },
  'aws.sagemaker_domain': {
    resourceType: 'aws_sagemaker_domain',
    write: (c, x) =>
      void x.primary(c, {
        domain_name: dnsName(c),
        auth_mode: 'IAM',
        vpc_id: x.ref(ref(c, 'vpc')),
        subnet_ids: subnetIds(x, c),
        app_network_access_type: 'VpcOnly',
        kms_key_id: x.ref(ref(c, 'kms'), 'arn'),
        default_user_settings: block({ execution_role: x.ref(ref(c, 'role'), 'arn') }),
      }),
  },
  'aws.sagemaker_space': {
    resourceType: 'aws_sagemaker_space',
    write: (c, x) => void x.primary(c, { domain_id: x.ref(ref(c, 'domain')), space_name: dnsName(c) }),
  },
  'aws.sagemaker_model': {
    resourceType: 'aws_sagemaker_model',
    write: (c, x) => {
      x.data('aws_sagemaker_prebuilt_ecr_image', 'kmeans', { repository_name: 'kmeans' });
      x.primary(c, {
        name: givenName(c),
        execution_role_arn: x.ref(ref(c, 'role'), 'arn'),
        enable_network_isolation: true,
        primary_container: block({ image: expr('data.aws_sagemaker_prebuilt_ecr_image.kmeans.registry_path') }),
      });
    },
  },
  'aws.sagemaker_endpoint_configuration': {
    resourceType: 'aws_sagemaker_endpoint_configuration',
    write: (c, x) =>
      void x.primary(c, {
        name: givenName(c),
        kms_key_arn: x.ref(ref(c, 'kms'), 'arn'),
        production_variants: block({
          variant_name: 'primary',
          model_name: x.ref(ref(c, 'model'), 'name'),
          initial_instance_count: 1,
          instance_type: 'ml.t2.medium',
        }),
      }),
  },
  'aws.sagemaker_endpoint': {
    resourceType: 'aws_sagemaker_endpoint',
    write: (c, x) => void x.primary(c, { name: givenName(c), endpoint_config_name: x.ref(ref(c, 'config'), 'name') }),
  },
  'aws.sagemaker_code_repository': {
    resourceType: 'aws_sagemaker_code_repository',
    write: (c, x) =>
      void x.primary(c, {
        code_repository_name: dnsName(c),
        git_config: block({
          repository_url: x.variable('git_repository_url', {
            type: 'string',
            description: 'HTTPS URL of the Git repository',
            default: 'https://github.com/hashicorp/terraform-provider-aws.git',
          }),
        }),
      }),
  },
  'aws.sagemaker_notebook_instance': {
    resourceType: 'aws_sagemaker_notebook_instance',
    write: (c, x) =>
      void x.primary(c, {
        name: givenName(c),
        role_arn: x.ref(ref(c, 'role'), 'arn'),
        instance_type: 'ml.t3.medium',
        default_code_repository: x.ref(ref(c, 'repo'), 'code_repository_name'),
        direct_internet_access: 'Disabled',
        root_access: 'Disabled',
        kms_key_id: x.ref(ref(c, 'kms'), 'id'),
        subnet_id: undefined,
      }),
  },
  'aws.sagemaker_human_task_ui': {
    resourceType: 'aws_sagemaker_human_task_ui',
    write: (c, x) =>
      void x.primary(c, {
        human_task_ui_name: dnsName(c),
        ui_template: block({ content: expr('file("${path.module}/sagemaker-human-task-ui-template.html")') }),
      }),
  },
};
