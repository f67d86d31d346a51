import { Component, type ReactNode } from 'react';

interface Props {
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Keeps a failed editor chunk download (offline, a deploy that removed the old chunk) from taking
 * the whole workspace down: the code stays readable as plain text.
 */
export class EditorLoadBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('The code editor could not be loaded; showing plain text.', error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
