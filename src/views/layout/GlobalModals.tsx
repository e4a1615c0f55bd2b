import { useSelector } from '@xstate/react';
import { Suspense } from 'react';
import { lazyWithTimeout } from '@/chunks/lazyWithTimeout';
import { isFlagOn } from '@/flags';
import type { ModalRef } from '@/system';
import { SupportModal } from '../menu/modals/SupportModal';

// the support chat loads when first opened
const SupportChatDialog = lazyWithTimeout(() => import('../support/SupportChatDialog'));

/**
 * Modals any page can open (the navbar's Help, the shop page's Help, the chat button): rendered once, at
 * the root. supportModal is the support chat when its flag is on, else support's phone line.
 */
export function GlobalModals({ modal }: { modal: ModalRef }) {
  const open = useSelector(modal, (state) => (state.matches('open') ? state.context.name : null));
  const close = () => modal.send({ type: 'modal.close' });
  if (open !== 'supportModal') return null;
  if (!isFlagOn('web_salesforce_messaging_support')) return <SupportModal onClose={close} />;
  return (
    <Suspense fallback={null}>
      <SupportChatDialog onClose={close} />
    </Suspense>
  );
}
