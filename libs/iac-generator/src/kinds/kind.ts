import { type KindPlanner } from '../plan/planner';

/**
 * One component kind of a cloud, as planned for every output target of that cloud. How each target
 * writes it sits in the cloud's writer table for that target, keyed by the same kind id.
 */
export interface Kind extends KindPlanner {
  /** The kind in plain words, as a reader of the kind tables would call it. */
  title: string;
}
