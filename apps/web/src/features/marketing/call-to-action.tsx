import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** A call to action: the main one filled, the others outlined. */
export function CallToAction({ to, label, primary = false }: { to: string; label: string; primary?: boolean }) {
  return (
    <Button asChild size="lg" variant={primary ? 'default' : 'outline'}>
      <Link to={to}>{label}</Link>
    </Button>
  );
}
