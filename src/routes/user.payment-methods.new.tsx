import { createFileRoute } from '@tanstack/react-router';
import { NewCardView } from '../views/account/NewCardView';

export const Route = createFileRoute('/user/payment-methods/new')({
  component: NewCardView,
});
