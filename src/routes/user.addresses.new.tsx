import { createFileRoute } from '@tanstack/react-router';
import { NewAddressView } from '../views/account/NewAddressView';

export const Route = createFileRoute('/user/addresses/new')({
  component: NewAddressView,
});
