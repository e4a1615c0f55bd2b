export type MenuFocusContext = {
  /** the category the navigation marks as current (null until the menu is shown) */
  focused: number | null;
};

export type MenuFocusEvent =
  /** The reader scrolled: this category's section now sits at the top of the viewport. */
  | { type: 'scroll.entered'; categoryId: number }
  /** The reader picked a category in the navigation. */
  | { type: 'category.select'; categoryId: number };

export type ScrollToCategoryParams = { categoryId: number };

export const selectFocusedCategory = (state: { context: MenuFocusContext }) => state.context.focused;
