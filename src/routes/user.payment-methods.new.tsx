import { createFileRoute } from '@tanstack/react-router';
import { NewCardView } from '../views/account/NewCardView';
import { usePageHead } from '../head/pageHead';

export const Route = createFileRoute('/user/payment-methods/new')({
  component: NewCardPage,
});

function NewCardPage() {
  usePageHead('Add a card');
  return <NewCardView />;
}
