import { createFileRoute } from '@tanstack/react-router';
import { usePageHead } from '../head/pageHead';
import { BoardView } from '../views/board/BoardView';

/** The pizzeria's live order board (issue 36): its staff sign in through the storefront's identity provider. */
export const Route = createFileRoute('/board')({
  component: BoardPage,
});

function BoardPage() {
  usePageHead('Order board', null);
  return <BoardView />;
}
