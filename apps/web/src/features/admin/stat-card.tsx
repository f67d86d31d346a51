import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** One counter: its name, its number (a dash while loading), and what it counts. */
export function StatCard({
  label,
  value,
  caption,
  icon,
}: {
  label: string;
  value: number | undefined;
  caption?: string;
  icon?: ReactNode;
}) {
  return (
    <Card className="p-5" role="group" aria-label={label}>
      <div className="flex items-center justify-between text-sm font-medium text-muted-foreground">
        <span>{label}</span>
        {icon}
      </div>
      <p className="mt-2 text-3xl font-bold tabular-nums" data-testid={`stat-${label}`}>
        {value ?? '–'}
      </p>
      {caption && <p className="mt-1 text-xs text-muted-foreground">{caption}</p>}
    </Card>
  );
}
