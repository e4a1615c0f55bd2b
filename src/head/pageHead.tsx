import { useRouterState } from '@tanstack/react-router';
import { createContext, useContext, useEffect } from 'react';

/** The document title of a page that names nothing of its own (and the built index.html's). */
export const DEFAULT_TITLE = 'Crust — Order from local pizzerias';

/** The title a page's name makes: the page first, then the site (WCAG 2.4.2: titles that say what the page is). */
export const documentTitle = (name: string | null): string => (name ? `${name} | Crust` : DEFAULT_TITLE);

/** What a page says about itself in the document's head: its name (null while it does not know it yet) and canonical path. */
export type PageHead = { name: string | null; canonicalPath: string | null };

/** Where a server render keeps the head of the page it renders (the last render pass's). */
export type PageHeadCollector = { current: PageHead | null };

const CollectorContext = createContext<PageHeadCollector | null>(null);
export const PageHeadCollectorProvider = CollectorContext.Provider;

function setCanonical(canonicalPath: string | null) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonicalPath) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = new URL(canonicalPath, window.location.origin).href;
}

/**
 * Names the page in the document's title and gives its canonical URL: in the browser once rendered, and to
 * the server render through its collector, so the HTML carries them before any script runs. Every page calls it
 * once; a page left without it keeps the default title. The canonical path is the page's own path unless given
 * (null: none, as for a page that is not there).
 */
export function usePageHead(name: string | null, canonical?: string | null): void {
  const collector = useContext(CollectorContext);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const canonicalPath = canonical === undefined ? pathname : canonical;
  // the server render runs no effect: its collector is written during the render, on purpose
  // eslint-disable-next-line react-hooks/immutability
  if (collector) collector.current = { name, canonicalPath };
  useEffect(() => {
    document.title = documentTitle(name);
    setCanonical(canonicalPath);
  }, [name, canonicalPath]);
  // the next page starts from the default, whether or not it names itself
  useEffect(
    () => () => {
      document.title = DEFAULT_TITLE;
      setCanonical(null);
    },
    [],
  );
}

/** The head elements a server-rendered page carries: its title and canonical link (absolute on `origin`). */
export function headMarkup(head: PageHead | null, origin: string): { title: string; canonicalLink: string } {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const title = escape(documentTitle(head?.name ?? null));
  const canonicalLink = head?.canonicalPath ? `<link rel="canonical" href="${escape(new URL(head.canonicalPath, origin).href)}">` : '';
  return { title, canonicalLink };
}
