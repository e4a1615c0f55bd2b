import type { ShippingType } from '@/api';
import { ContentPageView } from '../content/ContentPageView';
import { CityLinks } from './CityLinks';

const pages = {
  delivery: {
    title: 'Pizza delivery near me',
    lead: 'Hot pizza from the pizzerias closest to you, delivered by the shop or our drivers.',
    sections: [
      { heading: 'How it works', paragraphs: ['Enter your address and we list the pizzerias that deliver to it, open ones first.'] },
    ],
    action: { label: 'Enter your address', to: '/' },
  },
  pickup: {
    title: 'Pizza pickup near me',
    lead: 'Skip the delivery fee: order ahead and pick up from a pizzeria around the corner.',
    sections: [{ heading: 'How it works', paragraphs: ['Enter your address, choose Pickup, and we list the pizzerias within ten miles.'] }],
    action: { label: 'Enter your address', to: '/' },
  },
};

export function NearMeView({ orderType }: { orderType: ShippingType }) {
  return (
    <ContentPageView page={pages[orderType]}>
      <CityLinks heading="Browse by city" />
    </ContentPageView>
  );
}
