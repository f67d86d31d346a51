/** What the writers of streaming, search, machine learning, bots and voice share. */
import { type Component } from '../../../model/types';

/** A component the planning record kept under `key` (`c.ref[key]`). */
export const ref = (c: Component, key: string) => c.ref[key] as Component;
