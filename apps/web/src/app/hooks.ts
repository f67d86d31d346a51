import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './store';

// The typed face of the store, and the one module of app/ that the layers below may import (lint
// allows it): it brings them the store's types only, so no feature depends on the store at run time.
export type { AppDispatch, RootState };

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
/** The store itself, for effects that read the latest state without re-rendering on it. */
export const useAppStore = useStore.withTypes<AppStore>();
