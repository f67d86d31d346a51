/** What the SageMaker kinds share in their planning. */
import { type Component } from '../../model/types';
import { roleFor } from './common';
import { type Planner } from '../../plan/planner';

/** The SageMaker execution role a domain, a model and a notebook run as. */
export const sagemakerExecutionRole = (c: Component, plan: Planner) =>
  void roleFor(c, plan, 'sagemaker.amazonaws.com', {
    policies: ['arn:aws:iam::aws:policy/AmazonSageMakerFullAccess'],
    why: 'the SageMaker execution role',
  });
