import { createFileRoute } from '@tanstack/react-router';
import { usePageHead } from '../head/pageHead';
import { optionalWholeNumber, searchSchema } from '../pageFlags';
import { BoardView } from '../views/board/BoardView';

/** The pizzeria's live order board (issue 36): its staff sign in through the storefront's identity provider. */
export const Route = createFileRoute('/board')({
  // ?shop=<id>: which of the account's shops the board shows (its staff's shop switcher), kept across a reload
  validateSearch: searchSchema({ shop: optionalWholeNumber(1, 2_147_483_647) }),
  component: BoardPage,
});

function BoardPage() {
  const { shop } = Route.useSearch();
  const navigate = Route.useNavigate();
  usePageHead('Order board', null);
  return <BoardView shopId={shop} onShop={(next) => void navigate({ search: { shop: next } })} />;
}
