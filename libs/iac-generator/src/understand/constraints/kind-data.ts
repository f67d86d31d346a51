/** The kind folders' constraints and equivalents (kind.json `nearest`, `cannot`, `conflicts`), by kind id. */
import { KIND_CONSTRAINTS } from '../../vocabulary/constraints.generated';
import { type KindConstraints } from '../../vocabulary/types';

const BY_KIND = new Map(KIND_CONSTRAINTS.map((c) => [c.kind, c]));

/** What the kind declares, if anything. */
export function constraintsOf(kind: string | null | undefined): KindConstraints | undefined {
  return kind ? BY_KIND.get(kind) : undefined;
}
