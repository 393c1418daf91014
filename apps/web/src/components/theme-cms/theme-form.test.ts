import { describe, expect, it } from 'vitest';
import { dollarsToCents, parseFeatures } from './theme-dialog';
import { clampPreviewHeight, PREVIEW_HEIGHT } from './theme-preview';

describe('theme overview form (spec 001 §5)', () => {
  it('takes the price in dollars and stores cents; anything else is refused', () => {
    expect(dollarsToCents('49')).toBe(4900);
    expect(dollarsToCents('19.99')).toBe(1999);
    expect(dollarsToCents(' 0.5 ')).toBe(50);
    expect(dollarsToCents('')).toBe(0);
    expect(dollarsToCents('-3')).toBeNull();
    expect(dollarsToCents('1.999')).toBeNull();
    expect(dollarsToCents('ten')).toBeNull();
  });

  it('splits features on commas, trimmed, empties dropped', () => {
    expect(parseFeatures(' Blog, Contact form ,, Dark mode ,')).toEqual(['Blog', 'Contact form', 'Dark mode']);
    expect(parseFeatures('')).toEqual([]);
  });
});

describe('preview height (spec 001 §9)', () => {
  it('starts at 720 and stays between 400 and 1200', () => {
    expect(PREVIEW_HEIGHT.initial).toBe(720);
    expect(clampPreviewHeight(100)).toBe(400);
    expect(clampPreviewHeight(5000)).toBe(1200);
    expect(clampPreviewHeight(812.6)).toBe(813);
  });
});
