import { FoodArt } from '../common/FoodArt';
import { browseCities } from './browseCities';
import * as styles from '../content/ContentPageView.css';

/** Links to every browse city (the current one left out). */
export function CityLinks({ current, heading = 'Other cities' }: { current?: string; heading?: string }) {
  const cities = browseCities.filter((city) => city.key !== current);
  return (
    <nav aria-labelledby="city-links" className={styles.section}>
      <h2 id="city-links" className={styles.sectionTitle}>
        {heading}
      </h2>
      <ul className={styles.list}>
        {cities.map((city, index) => (
          <li key={city.key}>
            <a className={styles.tile} href={`/pizza-delivery/${city.key}`}>
              <span aria-hidden="true">
                <FoodArt kind="pizza" seed={index} className={styles.tileArt} />
              </span>
              {city.name}, {city.state}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
