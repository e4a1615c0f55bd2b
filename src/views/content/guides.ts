import type { FoodArtKind } from '../common/FoodArt';
import type { ContentPage } from './contentPages';

/** A pizza-type or dish guide: a content page with its slug and artwork. */
export type Guide = ContentPage & { slug: string; name: string; art: FoodArtKind };

const findNearby = { label: 'Find it near you', to: '/' };

export const pizzaTypes: Guide[] = [
  {
    slug: 'new-york-pizza',
    name: 'New York pizza',
    art: 'pizza',
    title: 'New York pizza delivery',
    lead: 'Wide, thin, foldable slices with a crisp-chewy crust — the classic pie of the five boroughs.',
    sections: [
      {
        heading: 'What makes it New York',
        paragraphs: ['A high-gluten dough, a light cooked tomato sauce and low-moisture mozzarella, baked hot in a deck oven.'],
      },
      {
        heading: 'How to order it',
        paragraphs: ['Go for a large cheese or pepperoni pie, and ask for it well done if you like the bottom extra crisp.'],
      },
    ],
    action: findNearby,
  },
  {
    slug: 'sicilian-pizza',
    name: 'Sicilian pizza',
    art: 'pizza',
    title: 'Sicilian pizza delivery',
    lead: 'A thick, square pie with an airy crumb and a fried, golden bottom.',
    sections: [
      { heading: 'The square slice', paragraphs: ['Baked in an oiled pan, with the sauce often on top of the cheese.'] },
      { heading: 'Good to know', paragraphs: ['Many shops offer a Sicilian crust on any pizza from the Crust choice in the item screen.'] },
    ],
    action: findNearby,
  },
  {
    slug: 'deep-dish-pizza',
    name: 'Deep dish pizza',
    art: 'pizza',
    title: 'Deep dish pizza delivery',
    lead: 'Chicago’s tall pie: a buttery crust, cheese on the bottom and chunky tomato on top.',
    sections: [
      { heading: 'Take your time', paragraphs: ['A deep dish bakes for 30 to 45 minutes — order ahead or schedule it for later.'] },
    ],
    action: findNearby,
  },
  {
    slug: 'gluten-free-pizza',
    name: 'Gluten-free pizza',
    art: 'pizza',
    title: 'Gluten-free pizza delivery',
    lead: 'A crust made without wheat, for when gluten is off the table.',
    sections: [
      {
        heading: 'Ask the shop',
        paragraphs: [
          'Gluten-free crusts are usually baked in the same ovens as regular pies. Call the shop if you need a strictly gluten-free kitchen.',
        ],
      },
    ],
    action: findNearby,
  },
];

export const dishes: Guide[] = [
  {
    slug: 'salads/caesar-salad',
    name: 'Caesar salad',
    art: 'salad',
    title: 'Caesar salad delivery',
    lead: 'Crisp romaine, parmesan, croutons and a garlicky dressing — the salad most pizzerias make best.',
    sections: [{ heading: 'Make it a meal', paragraphs: ['Add grilled chicken or shrimp from the item screen.'] }],
    action: findNearby,
  },
  {
    slug: 'desserts/cheesecake',
    name: 'Cheesecake',
    art: 'dessert',
    title: 'Cheesecake delivery',
    lead: 'Dense, creamy New York cheesecake by the slice.',
    sections: [{ heading: 'Save room', paragraphs: ['Add a slice to any pizza order; it travels well in its own box.'] }],
    action: findNearby,
  },
  {
    slug: 'wings',
    name: 'Wings',
    art: 'wings',
    title: 'Wings delivery',
    lead: 'Crispy wings by the 6, 12 or 24, with mild, hot, BBQ or honey garlic sauce.',
    sections: [{ heading: 'Pick a dressing', paragraphs: ['Blue cheese or ranch — both come on the side.'] }],
    action: findNearby,
  },
  {
    slug: 'stromboli',
    name: 'Stromboli',
    art: 'bread',
    title: 'Stromboli delivery',
    lead: 'Pizza dough rolled around cheese, meats and vegetables, baked golden and sliced.',
    sections: [{ heading: 'Served with sauce', paragraphs: ['Most shops send marinara for dipping.'] }],
    action: findNearby,
  },
  {
    slug: 'pasta',
    name: 'Pasta',
    art: 'pasta',
    title: 'Pasta delivery',
    lead: 'Baked ziti, spaghetti and meatballs, and the other red-sauce classics from your pizzeria.',
    sections: [{ heading: 'Feeds a crowd', paragraphs: ['Trays of baked pasta are on many menus for parties and offices.'] }],
    action: findNearby,
  },
];

export const findGuide = (guides: Guide[], slug: string): Guide | undefined =>
  guides.find((guide) => guide.slug === slug.toLowerCase().replace(/\/+$/, ''));
