export type ShareCartContext = {
  /** the short link made for the cart, once made */
  link: string | null;
};

export type ShareCartEvent = { type: 'share.request' };

export const selectLink = (state: { context: ShareCartContext }) => state.context.link;
