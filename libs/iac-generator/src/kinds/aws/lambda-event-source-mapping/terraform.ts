import { type TerraformWriter } from '../../../render/terraform/context';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'aws_lambda_event_source_mapping',
  write: (c, x) => {
    const d = decide(c);
    x.primary(
      c,
      {
        event_source_arn: x.ref(d.source, d.table ? 'stream_arn' : 'arn'),
        // The ARN names a function given only by its ARN as well as one written here.
        function_name: x.ref(d.fn, 'arn'),
        batch_size: d.batchSize,
        maximum_batching_window_in_seconds: d.windowSeconds,
        starting_position: d.startingPosition,
      },
      d.queue ? 'The function is triggered by the queue.' : 'The function reads the stream.',
    );
  },
};
