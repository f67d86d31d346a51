/** Streaming, search, machine learning, bots and voice. Encrypted, private and least-privileged by default. */
import { type Component } from '../../model/types';
import { type Kind } from '../kind';
import { kmsFor, network, roleFor } from './common';
import { type Planner } from '../../plan/planner';

export const DATA_SERVICE_KINDS: Kind[] = [
  ...sagemaker(),
  ...(
    [
      ['aws.chime_voice_connector_group', 'Chime voice connector group'],
      ['aws.chime_voice_connector_logging', 'Chime voice connector logging'],
      ['aws.chime_voice_connector_streaming', 'Chime voice connector streaming'],
    ] as const
  ).map(([kind, title]): Kind => ({
    kind,
    label: 'main',
    title,
    needs: (c, plan) =>
      void (c.ref.vc = plan.ensure('aws.chime_voice_connector', 'the connector this configures', { label: 'voice' })),
  })),
];

function sagemaker(): Kind[] {
  const exec = (c: Component, plan: Planner) =>
    void roleFor(c, plan, 'sagemaker.amazonaws.com', {
      policies: ['arn:aws:iam::aws:policy/AmazonSageMakerFullAccess'],
      why: 'the SageMaker execution role',
    });
  return [
    {
      kind: 'aws.sagemaker_domain',
      label: 'ml',
      title: 'SageMaker domain',
      needs: (c, plan) => {
        network(c, plan);
        exec(c, plan);
        kmsFor(c, plan);
      },
    },
    {
      kind: 'aws.sagemaker_space',
      label: 'ml',
      title: 'SageMaker space',
      needs: (c, plan) =>
        void (c.ref.domain = plan.ensure('aws.sagemaker_domain', 'spaces live in a domain', { label: 'ml' })),
    },
    {
      kind: 'aws.sagemaker_model',
      label: 'model',
      title: 'SageMaker model',
      needs: exec,
    },
    {
      kind: 'aws.sagemaker_endpoint_configuration',
      label: 'model',
      title: 'SageMaker endpoint configuration',
      needs: (c, plan) => {
        c.ref.model = plan.ensure('aws.sagemaker_model', 'the model served', { label: 'model' });
        kmsFor(c, plan);
      },
    },
    {
      kind: 'aws.sagemaker_endpoint',
      label: 'model',
      title: 'SageMaker endpoint',
      needs: (c, plan) =>
        void (c.ref.config = plan.ensure('aws.sagemaker_endpoint_configuration', 'how the endpoint serves the model', {
          label: 'model',
        })),
    },
    {
      kind: 'aws.sagemaker_code_repository',
      label: 'repo',
      title: 'SageMaker code repository',
    },
    {
      kind: 'aws.sagemaker_notebook_instance',
      label: 'notebook',
      title: 'SageMaker notebook instance',
      needs: (c, plan) => {
        exec(c, plan);
        c.ref.repo = plan.ensure('aws.sagemaker_code_repository', 'the notebook clones it', { label: 'repo' });
        kmsFor(c, plan);
      },
    },
    {
      kind: 'aws.sagemaker_human_task_ui',
      label: 'review',
      title: 'SageMaker human task UI',
    },
  ];
}
