/**
 * A workflow's steps are what the sentence says, in its order (issue 24, WIR): a stated pause is a
 * Wait state between the calls, a function called "again" is a second Task of the same function,
 * whatever the format. Wordings of our own, every AWS format.
 */
import { type FormatId } from '@infragen/contracts';
import { generated, of } from '../../../testing/resources';

const TYPE: Partial<Record<FormatId, string>> = {
  'terraform-aws': 'aws_sfn_state_machine',
  cloudformation: 'AWS::StepFunctions::StateMachine',
};

describe('workflow steps in the order said', () => {
  it.each([
    [
      'terraform-aws',
      'a step functions workflow that invokes a python lambda, waits 5 minutes, then invokes it again',
      300,
      2,
    ],
    [
      'cloudformation',
      'state machine: call the existing lambda arn:aws:lambda:us-east-1:111122223333:function:sync, wait for 30 seconds and call it again',
      30,
      2,
    ],
    [
      'terraform-aws',
      'state machine that runs lambda "extract" and then lambda "load", waiting 2 hours in between',
      7200,
      2,
    ],
    [
      'cloudformation',
      'a workflow (express) that runs the lambda, waits 1 hour, then runs the same lambda a second time',
      3600,
      2,
    ],
  ] as const)('%s: %s', async (format, prompt, seconds, tasks) => {
    const { resources, errors } = await generated(prompt, format);
    expect(errors).toEqual([]);
    const machines = of(resources, TYPE[format]!).map((r) => JSON.stringify(r.body).replace(/\\"/g, '"'));
    expect(machines.length).toBe(1);
    const m = machines[0];
    expect(m).toMatch(new RegExp(`"?Type"?\\s*[:=]\\s*"Wait"[^}]*"?Seconds"?\\s*[:=]\\s*${seconds}\\b`));
    expect(m.match(/"?Type"?\s*[:=]\s*"Task"/g)?.length).toBe(tasks);
    // The pause is between the two calls: the first Task goes on to the Wait, the Wait to the second Task.
    expect(m).toMatch(/"?Next"?\s*[:=]\s*"Wait_\d+s"/);
    expect(m).toMatch(/Wait_\d+s"?\s*[:=]\s*\{[^}]*"?Next"?\s*[:=]\s*"Run_/);
  });
});
