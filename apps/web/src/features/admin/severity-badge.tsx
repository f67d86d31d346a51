import type { AlertSeverity } from '@infragen/contracts';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

/** Critical red, high orange, medium yellow, low blue. */
const COLOURS: Record<AlertSeverity, string> = {
  critical: 'border-red-200 bg-red-100 text-red-800',
  high: 'border-orange-200 bg-orange-100 text-orange-800',
  medium: 'border-yellow-200 bg-yellow-100 text-yellow-800',
  low: 'border-blue-200 bg-blue-100 text-blue-800',
};

export function SeverityBadge({ severity }: { severity: AlertSeverity }) {
  return (
    <Badge className={cn('capitalize', COLOURS[severity])} data-severity={severity}>
      {severity}
    </Badge>
  );
}
