import { Notice } from '../../ui/Notice';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Names what broke, for the message and the log: record type, section, field. */
  where: string;
  children: ReactNode;
}

/** One broken field or section never takes the page down: it shows a short notice in its place. */
export class FieldErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`Rendering ${this.props.where} failed`, error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Notice tone="warning">
        This part of the page could not be displayed.
      </Notice>
    );
  }
}
