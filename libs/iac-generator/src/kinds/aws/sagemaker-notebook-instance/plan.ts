import { type Needs } from '../../../plan/needs';
import { kmsFor } from '../common';
import { sagemakerExecutionRole } from '../sagemaker';

export const needs: Needs = (c, plan) => {
  sagemakerExecutionRole(c, plan);
  c.ref.repo = plan.ensure('aws.sagemaker_code_repository', 'the notebook clones it', { label: 'repo' });
  kmsFor(c, plan);
};
