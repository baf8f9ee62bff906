/** One malformed block must not take the page down: each block renders inside its own boundary. */
import { Component, type ComponentChildren } from 'preact';

export class BlockBoundary extends Component<
  { type: string; children?: ComponentChildren },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.debug('rich text: a block could not be shown', this.props.type, error);
  }

  override render() {
    return this.state.failed ? (
      <p class="hint">(This part of the page could not be shown.)</p>
    ) : (
      this.props.children
    );
  }
}
