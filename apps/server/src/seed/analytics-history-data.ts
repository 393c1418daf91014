// The demo billing history's vocabulary (analytics-history-model.ts): account names, card brands,
// decline codes (spec 001 §8.1) and cancellation answers, each with a realistic weight.
import { CANCELLATION_DETAIL_MAX, type CancellationReason, type PaymentErrorCode } from '@themeport/core';

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover';

function weighted<T>(choices: readonly (readonly [T, number])[]): (rng: () => number) => T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  return (rng) => {
    let draw = rng() * total;
    for (const [value, weight] of choices) {
      draw -= weight;
      if (draw < 0) return value;
    }
    return choices.at(-1)![0];
  };
}

export const pickBrand = weighted<CardBrand>([
  ['visa', 50],
  ['mastercard', 30],
  ['amex', 12],
  ['discover', 8],
]);

export const pickDecline = weighted<PaymentErrorCode>([
  ['card_declined', 40],
  ['insufficient_funds', 33],
  ['expired_card', 17],
  ['processing_error', 10],
]);

/** A quarter of the customers skip the question (null). */
export const pickReason = weighted<CancellationReason | null>([
  [null, 25],
  ['too_expensive', 22],
  ['not_using', 18],
  ['switched_service', 12],
  ['missing_features', 11],
  ['technical_issues', 6],
  ['customer_service', 3],
  ['other', 3],
]);

const DETAILS = [
  'Budget cuts this quarter.',
  'We moved the site to an agency that hosts it for us.',
  'Needed a booking calendar built in.',
  'The project ended, we may be back next year.',
  'Too many features we never used.',
  'Checkout in our currency would have kept us.',
  'Editor was slow on large pages.',
  'Only needed it for a launch.',
];
/** About one answer in four comes with a sentence. */
export function pickDetail(rng: () => number): string | null {
  if (rng() >= 0.25) return null;
  return DETAILS[Math.floor(rng() * DETAILS.length)]!.slice(0, CANCELLATION_DETAIL_MAX);
}

const FIRST = [
  'Harbor',
  'Northwind',
  'Lumen',
  'Fieldstone',
  'Copper',
  'Atlas',
  'Bluebird',
  'Cedar',
  'Driftwood',
  'Evergreen',
  'Foxglove',
  'Granite',
  'Hollow',
  'Indigo',
  'Juniper',
  'Kestrel',
  'Larch',
  'Maple',
  'Nimbus',
  'Orchard',
  'Pinecrest',
  'Quarry',
  'Riverbend',
  'Saffron',
  'Tidewater',
  'Umber',
  'Valley',
  'Willow',
  'Yarrow',
  'Zephyr',
];
const SECOND = [
  'Studio',
  'Bakery',
  'Dental',
  'Realty',
  'Cafe',
  'Fitness',
  'Agency',
  'Florist',
  'Law',
  'Clinic',
  'Yoga',
  'Books',
  'Design',
  'Outfitters',
  'Gallery',
  'Coffee',
  'Travel',
  'Kitchen',
  'Print',
  'Labs',
];

/** A shop-like name per account index; past 600 accounts the names repeat with a number. */
export function accountName(index: number): string {
  const combos = FIRST.length * SECOND.length;
  const slot = index % combos;
  const base = `${FIRST[slot % FIRST.length]} ${SECOND[Math.floor(slot / FIRST.length)]}`;
  return index < combos ? base : `${base} ${Math.floor(index / combos) + 1}`;
}
