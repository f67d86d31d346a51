import { type Needs } from '../../../plan/needs';
import { targetWorkload } from '../common';
import { namedAfter } from '../policy';

export const needs: Needs = (c, plan) => void namedAfter(c, targetWorkload(c, plan, 'the pods the autoscaler scales'));
