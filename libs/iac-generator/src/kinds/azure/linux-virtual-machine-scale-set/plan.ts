import { type Needs } from '../../../plan/needs';
import { subnetFor } from '../common';
import { planImage } from '../images';

export const needs: Needs = (c, plan) => {
  subnetFor(c, plan);
  planImage(c);
};
