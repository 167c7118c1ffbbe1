import { Component, type ReactNode } from "react";

interface Props {
  moduleId: number;
  /** Rendered instead of the module when it throws: a notice in preview, nothing otherwise. */
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps one broken module from taking the page down with it. */
export class ModuleBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`module ${this.props.moduleId} failed to render`, error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
