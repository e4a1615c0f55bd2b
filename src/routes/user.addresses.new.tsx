import { createFileRoute } from '@tanstack/react-router';
import { NewAddressView } from '../views/account/NewAddressView';
import { usePageHead } from '../head/pageHead';

export const Route = createFileRoute('/user/addresses/new')({
  component: NewAddressPage,
});

function NewAddressPage() {
  usePageHead('Add an address');
  return <NewAddressView />;
}
