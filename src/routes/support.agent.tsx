import { createFileRoute } from '@tanstack/react-router';
import { usePageHead } from '../head/pageHead';
import { AgentInbox } from '../views/support/AgentInbox';

/** The support agent's page (issue 37 item 3): the agent signs in through the storefront's identity provider, with the support agent role. */
export const Route = createFileRoute('/support/agent')({
  component: AgentPage,
});

function AgentPage() {
  usePageHead('Support conversations', null);
  return <AgentInbox />;
}
