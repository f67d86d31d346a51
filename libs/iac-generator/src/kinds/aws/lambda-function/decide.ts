import { type Component } from '../../../model/types';
import { lambdaCode } from '../common';
import { statedEnvironment } from '../settings';

/** What the request's settings decide for a function, once for every format. */
export function decide(c: Component, plan: { first(kind: string): Component | undefined }) {
  return {
    code: lambdaCode(c),
    timeoutSeconds: c.attrs.timeoutSeconds ?? 30,
    memoryMb: c.attrs.memoryMb ?? 256,
    reservedConcurrency: c.attrs.reservedConcurrency,
    // The plan's table reaches the code as TABLE_NAME, beside the variables the request stated.
    table: plan.first('aws.dynamodb_table'),
    environment: statedEnvironment(c),
  };
}
