import { type Component } from '../../../model/types';
import { captureSeconds } from '../notify';

/** What the request's settings decide for an event hub, once for every format. */
export function decide(c: Component) {
  // Capture is written only when it was asked for and a container to write to was planned.
  const container = c.attrs.capture ? (c.ref.capture as Component | undefined) : undefined;
  // Or the container of an existing account, by the name given (plan.ts).
  const named = c.attrs.capture ? (c.config.captureContainer as string | undefined) : undefined;
  return {
    partitions: c.attrs.shards ?? 2,
    // Event Hubs (Standard) keeps events 1 to 7 days.
    retentionDays: Math.min(7, c.attrs.retentionDays ?? 1),
    // Capture writes each window of events to the blob container as Avro files.
    capture:
      container || named
        ? {
            container,
            containerName: named,
            account: (container ? container.ref.account : c.ref.captureAccount) as Component,
            intervalSeconds: captureSeconds(c),
            // The size of a capture window asked, in bytes, within the 10 to 500 MB Event Hubs takes.
            sizeLimitBytes:
              c.attrs.bufferMb !== undefined && c.attrs.bufferMb >= 10 && c.attrs.bufferMb <= 500
                ? c.attrs.bufferMb * 1_048_576
                : undefined,
            encoding: 'Avro',
            destination: 'EventHubArchive.AzureBlockBlob',
            archiveNameFormat: '{Namespace}/{EventHub}/{PartitionId}/{Year}/{Month}/{Day}/{Hour}/{Minute}/{Second}',
          }
        : undefined,
  };
}
