import { useStore } from 'react-redux';
import type { AppStore } from './store';

/** The store itself, for effects that read the latest state without re-rendering on it. */
export const useAppStore = useStore.withTypes<AppStore>();
