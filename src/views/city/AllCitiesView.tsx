import { ContentPageView } from '../content/ContentPageView';
import { CityLinks } from './CityLinks';

const page = {
  title: 'Pizza delivery in every Crust city',
  lead: 'Local pizzerias in New York, Brooklyn, Philadelphia and Chicago deliver and take pickup orders on Crust.',
  sections: [],
  action: { label: 'Find pizza near you', to: '/' },
};

export function AllCitiesView() {
  return (
    <ContentPageView page={page}>
      <CityLinks heading="Cities" />
    </ContentPageView>
  );
}
