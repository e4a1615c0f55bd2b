import { createRootRouteWithContext, Outlet, useRouterState, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { modalFromSearch } from '@machines/modal/modal.url';
import type { RouterContext } from '../router';
import { usePageHydrated } from '../ssr/useHydrated';
import { useSystem } from '../SystemProvider';
import { OtherShopCartDialog } from '../views/cart/OtherShopCartDialog';
import { NotFoundPage } from '../views/common/NotFoundView';
import { ServerErrorView } from '../views/common/ServerErrorView';
import { Footer } from '../views/layout/Footer';
import { useFocusPageOnNavigation } from '../views/layout/focusOnNavigation';
import { GlobalModals } from '../views/layout/GlobalModals';
import { Navbar } from '../views/layout/Navbar';
import { SupportChatButton } from '../views/layout/SupportChatButton';
import * as styles from '../views/layout/RootLayout.css';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: FallbackServerError,
});

/** The fallback server-error screen (spec §2): header, the server-error message and footer. */
function FallbackServerError({ error }: ErrorComponentProps) {
  return (
    <>
      <Navbar />
      <main id="main" className={styles.main} tabIndex={-1}>
        <ServerErrorView error={error} />
      </main>
      <Footer />
    </>
  );
}

/**
 * Back/forward and deep links change the URL on their own: tell the modal machine. A server-rendered
 * page was rendered with every modal closed, so a deep-linked modal opens once the browser has taken
 * the whole page over (opened earlier, it reaches page content that is still hydrating, which then
 * no longer matches the server's HTML).
 */
function useModalUrlSync() {
  const { modal } = useSystem();
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  const pageHydrated = usePageHydrated();
  useEffect(() => {
    if (!pageHydrated) return;
    const { name, params } = modalFromSearch(searchStr);
    modal.send({ type: 'modal.urlChanged', name, params });
  }, [modal, searchStr, pageHydrated]);
}

function RootLayout() {
  const { cart, modal } = useSystem();
  useModalUrlSync();
  useFocusPageOnNavigation();
  return (
    <>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <Navbar />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <OtherShopCartDialog cart={cart} />
      <SupportChatButton />
      <GlobalModals modal={modal} />
    </>
  );
}
