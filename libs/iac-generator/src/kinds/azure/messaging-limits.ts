/**
 * A Service Bus queue's, topic's or subscription's stated limits, shared by the azurerm and ARM
 * writers: its largest size, how long a received message stays locked and how long messages live.
 * Service Bus takes durations as ISO 8601 ("PT2M", "P3D") and sizes in whole gigabytes written in MB.
 */
import { type Component } from '../../model/types';

/** Seconds as an ISO 8601 duration: "P3D", "PT2M", "PT1H30M", "PT45S". */
function isoDuration(total: number): string {
  const s = Math.max(1, Math.round(total));
  const d = Math.floor(s / 86400);
  const h = Math.floor((s % 86400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const time = `${h ? `${h}H` : ''}${m ? `${m}M` : ''}${sec ? `${sec}S` : ''}`;
  return `P${d ? `${d}D` : ''}${time ? `T${time}` : ''}`;
}

/** The stated size in MB as Service Bus sells it: whole gigabytes, 1 to 80. */
const sizeMb = (mb: number | undefined) =>
  mb === undefined ? undefined : Math.min(81920, Math.max(1024, Math.ceil(mb / 1024) * 1024));

/** The lock stated, within what Service Bus allows (5 seconds to 5 minutes). */
const lock = (seconds: number | undefined) =>
  seconds === undefined ? undefined : isoDuration(Math.min(300, Math.max(5, seconds)));

/** The limits stated for a queue, topic or subscription, by the names azurerm gives them. */
export const terraformLimits = (c: Component) => ({
  max_size_in_megabytes: sizeMb(c.attrs.maxSizeMb),
  lock_duration: lock(c.attrs.lockSeconds),
  default_message_ttl: c.attrs.messageTtlSeconds ? isoDuration(c.attrs.messageTtlSeconds) : undefined,
});

/** The same limits by the names ARM (and so Bicep) gives them. */
export const armLimits = (c: Component) => ({
  maxSizeInMegabytes: sizeMb(c.attrs.maxSizeMb),
  lockDuration: lock(c.attrs.lockSeconds),
  defaultMessageTimeToLive: c.attrs.messageTtlSeconds ? isoDuration(c.attrs.messageTtlSeconds) : undefined,
});
