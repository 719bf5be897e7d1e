// Every illegal-move reason code (translated by the board as `reason.<code>`).
export const REASONS = [
  'game-over', 'not-your-turn', 'unknown-move', 'wrong-stage', 'bad-argument',
  'six-workers', 'no-such-worker', 'action-not-in-slot', 'action-not-possible',
  'no-blueprints', 'track-at-top',
  'factory-not-available', 'good-already-owned', 'not-enough-money', 'not-enough-knowledge',
  'unit-limit', 'must-mechanize-factory', 'not-your-factory', 'machine-full',
  'already-produced', 'not-enough-coal', 'factory-full', 'steps-exceed-track',
  'no-tiles-left', 'region-used', 'region-full',
  'contract-unavailable', 'goods-mismatch', 'goods-repeated', 'not-enough-goods', 'goods-not-canonical',
  'wrong-region', 'no-factory-for-good', 'value-too-high', 'tile-not-in-hand', 'slot-occupied-higher',
  'city-full-lower', 'remove-required', 'remove-invalid', 'remove-not-allowed',
  'nothing-done', 'column-too-high', 'pile-empty', 'space-taken',
] as const;
export type Reason = (typeof REASONS)[number];
