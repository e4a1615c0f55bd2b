import { useEffect, useRef, useState } from 'react';
import type { GeolocationFailure } from '@machines/geolocation/geolocation.types';
import { useGeolocation } from '@/hooks/useGeolocation';
import type { PlacePrediction, ShippingType } from '@/api';
import type { ShopNotice } from '@/pageFlags';
import { ShopNoticeBanner } from '../common/ShopNoticeBanner';
import { ShopNotFoundRedirectModal } from '../common/ShopNotFoundRedirectModal';
import { button } from '@/styles/recipes.css';
import { FoodArt } from '../common/FoodArt';
import { Segmented } from '../common/Segmented';
import type { DiscoverResponse } from '@/api/shops';
import type { LoaderRef } from '@/hooks/useLoader';
import { AddressCombobox } from './AddressCombobox';
import { TopPizzerias } from './TopPizzerias';
import * as styles from './HomeView.css';

/** The flagged geolocation failures (spec §7). */
export const GEOLOCATION_FAILURE_TEXT: Record<GeolocationFailure, string> = {
  permissionDenied: 'Location access is blocked. Allow it in your browser, or enter your address.',
  coordinatesMissing: "We couldn't read your location. Please enter your address.",
  serviceMissing: "Location isn't available in this browser. Please enter your address.",
  geocoderFailed: "We couldn't find an address near your location. Please enter your address.",
};

export type AddressSearch = { shippingType: ShippingType; address: string; placeId: string | null };

const fulfilmentOptions: { value: ShippingType; label: string }[] = [
  { value: 'delivery', label: 'Delivery' },
  { value: 'pickup', label: 'Pickup' },
];

const steps = [
  { title: 'Find your pizzeria', text: 'Enter an address and see the local shops that deliver to you or are nearby for pickup.' },
  { title: 'Build your order', text: 'Pick a size, go half-and-half on toppings and add a note for the kitchen.' },
  { title: 'Track it live', text: 'Follow your order from the oven to your door, or to the pickup counter.' },
];

type HomeViewProps = {
  onSearch: (search: AddressSearch) => void;
  /** prefills from ?search_address= and ?search_shipping_type_filter= */
  initialAddress?: string;
  initialShippingType?: ShippingType;
  notice?: ShopNotice | null;
  /** the top pizzerias loader (discover by overall rating) */
  topShops: LoaderRef<DiscoverResponse>;
};

export function HomeView({ onSearch, initialAddress = '', initialShippingType = 'delivery', notice = null, topShops }: HomeViewProps) {
  const [shippingType, setShippingType] = useState<ShippingType>(initialShippingType);
  const [text, setText] = useState(initialAddress);
  const [picked, setPicked] = useState<PlacePrediction | null>(null);
  const location = useGeolocation();
  const addressField = useRef<HTMLInputElement>(null);

  // A located address fills the input, ready to search.
  useEffect(() => {
    if (location.address) {
      // the browser's location arrives from outside React, once per request to locate
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setText(location.address);
      setPicked(null);
    }
  }, [location.address]);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const address = (picked?.description ?? text).trim();
    if (address === '') return;
    onSearch({ shippingType, address, placeId: picked?.placeId ?? null });
  }

  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroInner}>
          <div className={styles.copy}>
            {notice ? <ShopNoticeBanner notice={notice} /> : null}
            <p className={styles.kicker}>Straight from the oven</p>
            <h1 id="home-title" className={styles.title}>
              Order from the pizzerias your neighborhood loves
            </h1>
            <p className={styles.lead}>Delivery or pickup from real local shops — no middle-man markup on the menu.</p>
            <form className={styles.searchCard} onSubmit={submit} role="search" aria-label="Find pizzerias">
              <Segmented label="Order type" options={fulfilmentOptions} value={shippingType} onChange={setShippingType} />
              <div className={styles.searchRow}>
                <AddressCombobox
                  inputRef={addressField}
                  label="Delivery address"
                  placeholder="Enter your street address"
                  value={text}
                  onChange={(next) => {
                    setText(next);
                    setPicked(null);
                  }}
                  onPick={(prediction) => {
                    setPicked(prediction);
                    setText(prediction.description);
                  }}
                />
                <button type="submit" className={`${button({ size: 'lg' })} ${styles.submit}`} disabled={text.trim() === ''}>
                  Find pizza
                </button>
              </div>
              <button
                type="button"
                className={button({ tone: 'ghost', size: 'sm' })}
                onClick={location.request}
                disabled={location.busy}
                aria-busy={location.busy}
              >
                {location.busy ? 'Finding your location…' : 'Use my location'}
              </button>
              {location.failure ? (
                <p className={styles.locationError} role="alert">
                  {GEOLOCATION_FAILURE_TEXT[location.failure]}
                </p>
              ) : null}
            </form>
          </div>
          <div className={styles.art} aria-hidden="true">
            <FoodArt kind="pizza" seed={0} className={styles.artPizza} />
          </div>
        </div>
      </section>
      <ShopNotFoundRedirectModal notice={notice} searchField={addressField} />
      <TopPizzerias shops={topShops} />
      <section className={styles.steps} aria-labelledby="how-title">
        <h2 id="how-title" className={styles.stepsTitle}>
          How Crust works
        </h2>
        <ol className={styles.stepList}>
          {steps.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p className={styles.stepText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
