/** A place prediction as the storefront's location client returns it (camelCase). */
export type PlacePrediction = { placeId: string; description: string; mainText: string; secondaryText: string };

export type PlaceSearchContext = {
  /** what the shopper typed (or the picked prediction's description) */
  input: string;
  predictions: PlacePrediction[];
};

export type PlaceSearchEvent =
  | { type: 'input.change'; value: string }
  /** A prediction was picked: its text fills the input and no search runs for it (suppressed). */
  | { type: 'prediction.pick'; prediction: PlacePrediction };

export const selectPredictions = (state: { context: PlaceSearchContext }) => state.context.predictions;
