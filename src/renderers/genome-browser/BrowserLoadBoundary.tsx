import { Component, type ReactNode } from 'react';
import { Notice } from '../../ui/Notice';

interface Props {
  children: ReactNode;
}

/** The embedded browser's code that fails to load or to draw: a sentence in its place, the rest of the section kept. */
export class BrowserLoadBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('The genome browser failed to load', error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return <Notice tone="warning">The genome browser could not be loaded. The features in view are listed below.</Notice>;
  }
}
