/** Words and helpers the rules moved from k8s-object-settings.ts share. */

// A small count as a number or a word.
const COUNT = '(\\d{1,3}|zero|one|two|three|four|five|six|seven|eight|nine|ten)';

// The object a reference names: a Kubernetes name, or the placeholder of a quoted one.
export const REF = '(q\\u00a7\\d+|(?!(?:and|with|key|named|called|the|a|an)\\b)[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)';
export const KIND = '(secret|config ?map)';
export const CRON = /\bcron ?jobs?\b|\bjobs?\b|\bscheduled\b/;

const OUTCOME = '(successful|succeeded|completed|failed|failing)';
const RUNS = '(?:\\s+(?:jobs?|runs?|executions?))?';
export const HISTORY_ONE = `(?:the\\s+)?(?:last\\s+)?${COUNT}\\s+${OUTCOME}${RUNS}`;

// CPU and memory quantities as a LimitRange states them ("200m CPU", "1 core", "512Mi memory"); a
// bare millicore figure is CPU in Kubernetes' own notation ("500m / 512Mi").
const QTY =
  '(?:\\d{1,5}m\\b(?=\\s*(?:,|and|&|\\/|plus)\\s*\\d)|\\d+(?:\\.\\d+)?\\s*m?\\s*(?:cpus?|cores?|vcpus?|millicores?)\\b|cpu\\s*\\d+(?:\\.\\d+)?m?\\b|\\d+(?:\\.\\d+)?\\s*(?:mi|gi|mib|gib|mb|gb)\\b(?:\\s+(?:of\\s+)?(?:memory|ram))?|(?:memory|ram)\\s*\\d+(?:\\.\\d+)?\\s*(?:mi|gi|mib|gib|mb|gb)\\b)';
export const QTYS = `(${QTY}(?:\\s*(?:,|and|&|\\/|plus)\\s*${QTY})?)`;

/** A CPU and a memory amount as Kubernetes quantities ("200m", "1"; "256Mi", "1Gi"). */
export function quantitiesOf(text: string): { cpu?: string; memory?: string } {
  const cpu =
    /(\d+(?:\.\d+)?)\s*(m?)\s*(?:cpus?|cores?|vcpus?|millicores?)\b/.exec(text) ??
    /cpu\s*(\d+(?:\.\d+)?)(m?)/.exec(text) ??
    /(\d{1,5})(m)\b/.exec(text);
  const mem = /(\d+(?:\.\d+)?)\s*(mi|gi|mib|gib|mb|gb)\b/.exec(text);
  const milli = cpu && (cpu[2] === 'm' || /millicores?/.test(cpu[0]));
  return {
    cpu: cpu ? (milli ? `${cpu[1]}m` : cpu[1]) : undefined,
    memory: mem ? `${mem[1]}${mem[2].startsWith('g') ? 'Gi' : 'Mi'}` : undefined,
  };
}

export const MODES: [RegExp, string][] = [
  [/^(?:read[- ]?write[- ]?once[- ]?pod|rwop)$/, 'ReadWriteOncePod'],
  [/^(?:read[- ]?write[- ]?once|rwo)$/, 'ReadWriteOnce'],
  [/^(?:read[- ]?write[- ]?many|rwx)$/, 'ReadWriteMany'],
  [/^(?:read[- ]?only[- ]?many|rox)$/, 'ReadOnlyMany'],
];
export const MODE =
  '(read[- ]?write[- ]?once[- ]?pod|read[- ]?write[- ]?once|read[- ]?write[- ]?many|read[- ]?only[- ]?many|rwop|rwo|rwx|rox)';
