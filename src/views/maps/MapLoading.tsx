import * as styles from './ShopMap.css';

/** The map's box while it loads: the same size as the map, so the page does not shift. */
export function MapLoading() {
  return (
    <div className={styles.frame} aria-busy="true">
      <span className="visually-hidden">Loading the map</span>
    </div>
  );
}
