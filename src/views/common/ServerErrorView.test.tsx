import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChunkLoadError } from '@/chunks/loadChunk';
import { ServerErrorView } from './ServerErrorView';

describe('ServerErrorView', () => {
  it('offers a reload when a part of the page did not load', () => {
    const html = renderToStaticMarkup(<ServerErrorView error={new ChunkLoadError('timed out')} />);
    expect(html).toContain('Something went wrong loading this page.');
    expect(html).toMatch(/<button[^>]*>Reload<\/button>/);
  });

  it("shows the spec's server error for any other failure", () => {
    const html = renderToStaticMarkup(<ServerErrorView error={new Error('boom')} />);
    expect(html).toContain('Ooops! Looks like we had an unexpected error…');
    expect(html).not.toContain('Reload');
  });
});
