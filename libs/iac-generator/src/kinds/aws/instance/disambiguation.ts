import { type Disambiguation } from '../../disambiguation';

/** What a word read as this kind means beside the rest of the request (kinds/disambiguation.ts). */
export const disambiguation: readonly Disambiguation[] = [
  {
    reads: 'aws.instance',
    when: (x) => x.has('aws.neptune_cluster') || x.has('aws.sagemaker_notebook_instance'),
    then: null,
    why: "A Neptune cluster's or a SageMaker notebook's instances are theirs, not EC2 instances.",
    example: 'A Neptune cluster and two db.r6g.large instances for it',
  },
  {
    reads: 'aws.instance',
    when: (x) => x.has('aws.autoscaling_group') && /s$/.test(x.text),
    then: null,
    why: '"An Auto Scaling group and m7g.xlarge instances": what is said of the instances is the group\'s.',
    example: 'An Auto Scaling group and m7g.xlarge instances',
  },
  {
    reads: 'aws.instance',
    when: (x) =>
      x.has('aws.cloudwatch_event_rule') &&
      /\binstances?\s+(?:state[- ]change|state|status|launch|termination|lifecycle)\w*\s*(?:events?|changes?|notifications?)?\b/.test(
        x.phrase,
      ),
    then: null,
    why: '"EC2 instance state changes" a rule reacts to are events of the service, not instances to run.',
    example: 'An EventBridge rule that sends EC2 instance state notifications to an SNS topic',
  },
];
