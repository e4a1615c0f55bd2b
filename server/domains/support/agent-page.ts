/** The support agent's page in the storefront (src/routes/support.agent.tsx): the agent signs in there like any account. */
export const AGENT_PAGE_PATH = '/support/agent';
