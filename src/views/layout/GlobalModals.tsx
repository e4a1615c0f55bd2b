import { useSelector } from '@xstate/react';
import type { ModalRef } from '@/system';
import { SupportModal } from '../menu/modals/SupportModal';

/** Modals any page can open (the navbar's Help, the shop page's Help): rendered once, at the root. */
export function GlobalModals({ modal }: { modal: ModalRef }) {
  const open = useSelector(modal, (state) => (state.matches('open') ? state.context.name : null));
  const close = () => modal.send({ type: 'modal.close' });
  return open === 'supportModal' ? <SupportModal onClose={close} /> : null;
}
