import type { ModelUsage } from '@infragen/contracts';

const WIDTH = 640;
const HEIGHT = 160;
const GAP = 4;

/**
 * Generations per day as bars, the failed part of each in red: a plain SVG (no chart library).
 * Each bar has a title with its day and figures for pointer and screen-reader users alike.
 */
export function UsageChart({ usage, label }: { usage: ModelUsage; label: string }) {
  const top = Math.max(1, ...usage.days.map((d) => d.generations));
  const slot = WIDTH / Math.max(1, usage.days.length);
  const scale = (n: number) => (n / top) * (HEIGHT - 20);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      className="h-40 w-full"
      preserveAspectRatio="none"
    >
      <line x1={0} y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className="stroke-border" />
      {usage.days.map((day, i) => {
        const x = i * slot + GAP / 2;
        const width = Math.max(1, slot - GAP);
        const total = scale(day.generations);
        const failed = scale(day.failures);
        return (
          <g key={day.day} data-testid="usage-bar">
            <title>{`${day.day}: ${day.generations} generations, ${day.failures} failures, ${day.tokens} tokens`}</title>
            <rect x={x} y={HEIGHT - total} width={width} height={total} className="fill-indigo-500" />
            {failed > 0 && <rect x={x} y={HEIGHT - failed} width={width} height={failed} className="fill-red-500" />}
          </g>
        );
      })}
    </svg>
  );
}
