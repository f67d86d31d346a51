import {
  Activity,
  Box,
  Boxes,
  Cpu,
  Database,
  Globe,
  HardDrive,
  KeyRound,
  MessagesSquare,
  Network,
  type LucideIcon,
} from 'lucide-react';
import type { GraphCategory } from '@infragen/iac-checker/graph';

/**
 * Each category's colours and icon. Colours are written as values (not classes) because the
 * drawing is also saved as a standalone SVG or PNG, where the page's styles do not apply; each
 * text colour has at least 4.5:1 contrast on its fill.
 */
export const CATEGORY_STYLE: Record<GraphCategory, { fill: string; stroke: string; text: string; icon: LucideIcon }> = {
  network: { fill: '#eff6ff', stroke: '#2563eb', text: '#1e3a8a', icon: Network },
  compute: { fill: '#fff7ed', stroke: '#ea580c', text: '#7c2d12', icon: Cpu },
  container: { fill: '#ecfeff', stroke: '#0891b2', text: '#164e63', icon: Boxes },
  data: { fill: '#f5f3ff', stroke: '#7c3aed', text: '#4c1d95', icon: Database },
  storage: { fill: '#f0fdf4', stroke: '#16a34a', text: '#14532d', icon: HardDrive },
  identity: { fill: '#fefce8', stroke: '#ca8a04', text: '#713f12', icon: KeyRound },
  messaging: { fill: '#fdf2f8', stroke: '#db2777', text: '#831843', icon: MessagesSquare },
  edge: { fill: '#f0f9ff', stroke: '#0284c7', text: '#0c4a6e', icon: Globe },
  observability: { fill: '#f8fafc', stroke: '#475569', text: '#1e293b', icon: Activity },
  other: { fill: '#ffffff', stroke: '#64748b', text: '#1e293b', icon: Box },
};

export const ERROR_COLOUR = '#b91c1c';
export const EXPOSED_COLOUR = '#dc2626';
export const EDGE_COLOUR = '#64748b';
export const CONTAINER_STYLE = { fill: '#f8fafc', stroke: '#94a3b8', text: '#334155' };
