// @vitest-environment happy-dom
import { act, Component, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { lazyDialog } from './lazyDialog';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  render() {
    return this.state.error ? <p>{(this.state.error as Error).name}</p> : this.props.children;
  }
}

describe('lazyDialog', () => {
  it("hands a dialog whose code fails to load to the page's error view as a ChunkLoadError", async () => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    // the import is stubbed: a browser's failed dynamic import rejects the same way
    const Dialog = lazyDialog<object>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const container = document.createElement('div');
    const root = createRoot(container, { onCaughtError: () => {} });
    await act(async () => root.render(<Boundary>{<Dialog />}</Boundary>));
    expect(container.textContent).toBe('ChunkLoadError');
    act(() => root.unmount());
  });
});
