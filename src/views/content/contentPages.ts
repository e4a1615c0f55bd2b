/**
 * The static content pages (about, careers, FAQ, partnership, owners, blog, pizza types, dishes).
 * Each page is a title, a lead paragraph and sections; the views render them as they are.
 */
export type ContentSection = { heading: string; paragraphs: string[] };
export type ContentPage = {
  title: string;
  lead: string;
  sections: ContentSection[];
  /** a call to action at the end of the page */
  action?: { label: string; to: string };
};

const orderNow = { label: 'Find pizza near you', to: '/' };

export const companyPages = {
  about: {
    title: 'About Crust',
    lead: 'Crust connects hungry neighbors with the local pizzerias they love — no middlemen markups, no mystery fees.',
    sections: [
      {
        heading: 'Local first',
        paragraphs: [
          'Every pizzeria on Crust is an independent, neighborhood shop. Orders go straight to the kitchen, and the shop keeps its own prices.',
          'We started in Brooklyn and now serve shops in New York, Philadelphia and Chicago.',
        ],
      },
      {
        heading: 'How ordering works',
        paragraphs: [
          'Enter your address, pick a pizzeria, build your pie with whole or half toppings, and check out for delivery or pickup. You can follow your order until it reaches your door.',
        ],
      },
      {
        heading: 'Support, any hour',
        paragraphs: ['Our support team is available 24/7 by chat and phone if anything about an order goes wrong.'],
      },
    ],
    action: orderNow,
  },
  careers: {
    title: 'Careers at Crust',
    lead: 'We build the tools that keep neighborhood pizzerias busy. Come help.',
    sections: [
      {
        heading: 'How we work',
        paragraphs: ['Small teams own whole problems, from the oven to the order screen. We visit the shops we build for.'],
      },
      {
        heading: 'Open roles',
        paragraphs: ['We are not hiring for any role right now. Check back soon — we post every opening on this page first.'],
      },
    ],
  },
  blog: {
    title: 'The Crust Blog',
    lead: 'Stories from the pizzerias on Crust, and what we learn building for them.',
    sections: [
      {
        heading: 'Grandma pie, explained',
        paragraphs: [
          'A thin, square pie baked in an oiled sheet pan, with the sauce spooned on after the cheese. Greenpoint Grandma Pies walks us through theirs.',
        ],
      },
      {
        heading: 'Why half-and-half matters',
        paragraphs: ['One pie, two moods: ordering whole, left-half and right-half toppings is the most used feature of the item screen.'],
      },
    ],
    action: orderNow,
  },
  faq: {
    title: 'Frequently asked questions',
    lead: 'Quick answers about ordering on Crust.',
    sections: [
      {
        heading: 'Do I need an account to order?',
        paragraphs: ['No. You can check out as a guest; an account keeps your addresses and order history.'],
      },
      {
        heading: 'How do I pay?',
        paragraphs: ['Each pizzeria chooses what it accepts. Most take cash on delivery or pickup, and many take cards.'],
      },
      {
        heading: 'Why is a pizzeria marked “Online ordering is temporarily paused”?',
        paragraphs: [
          'The shop has paused online orders for a while, usually when the kitchen is very busy. Try again later or call the shop.',
        ],
      },
      {
        heading: 'Can I order for later?',
        paragraphs: ['Most shops take scheduled orders. Shops that only take orders for as soon as possible say so on their menu.'],
      },
      {
        heading: 'My favorite pizzeria is not on Crust.',
        paragraphs: ['Search for it and choose “Request to add”. We let the shop know its neighbors are asking.'],
      },
    ],
    action: orderNow,
  },
  partnership: {
    title: 'Partner with Crust',
    lead: 'Brands, delivery fleets and local organisations: let us bring more neighbors to more pizzerias.',
    sections: [
      {
        heading: 'What we offer partners',
        paragraphs: [
          'Order links and buttons for your site, group ordering for offices and events, and co-marketing with the shops in your area.',
        ],
      },
      {
        heading: 'Get in touch',
        paragraphs: ['Write to partners@crust.example with a few lines about what you have in mind.'],
      },
    ],
  },
  owners: {
    title: 'For restaurant owners',
    lead: 'Take orders online without giving away your margin. Crust is built for independent pizzerias.',
    sections: [
      {
        heading: 'Your menu, your prices',
        paragraphs: [
          'Sizes, half-and-half toppings, add-ons and deals are all built in. You set the prices and the hours; we never mark them up.',
        ],
      },
      {
        heading: 'Delivery or pickup, your way',
        paragraphs: [
          'Deliver with your own drivers, use ours, or take pickup orders only. Pause online ordering with one tap when the kitchen is slammed.',
        ],
      },
      {
        heading: 'Get started',
        paragraphs: ['Call our owner team at (212) 555-0100, any day, to list your shop within a week.'],
      },
    ],
  },
} satisfies Record<string, ContentPage>;

export type CompanyPageKey = keyof typeof companyPages;
