import { describe, expect, it } from 'vitest';
import {
  INDUSTRY_CATEGORIES,
  industryLabel,
  industryPath,
  industryTypes,
  isIndustryCategory,
  isIndustryType,
} from './taxonomy.ts';

describe('industry taxonomy', () => {
  it('has the seven categories of the spec in order', () => {
    expect(INDUSTRY_CATEGORIES).toEqual([
      'technology',
      'business',
      'creative',
      'lifestyle',
      'education',
      'commerce',
      'misc',
    ]);
  });

  it('lists the types of a category', () => {
    expect(industryTypes('technology')).toEqual(['saas', 'ai-ml', 'blockchain', 'iot', 'cybersecurity', 'mobile-apps']);
    expect(industryTypes('misc')).toEqual(['other', 'general', 'multipurpose']);
  });

  it('accepts a type only under its own category', () => {
    expect(isIndustryType('technology', 'saas')).toBe(true);
    expect(isIndustryType('business', 'saas')).toBe(false);
    expect(isIndustryType('nope', 'saas')).toBe(false);
  });

  it('does not treat inherited object keys as categories', () => {
    expect(isIndustryCategory('toString')).toBe(false);
    expect(isIndustryCategory('creative')).toBe(true);
  });

  it('labels slugs for people', () => {
    expect(industryLabel('saas')).toBe('SaaS');
    expect(industryLabel('ai-ml')).toBe('AI & ML');
    expect(industryLabel('real-estate')).toBe('Real Estate');
    expect(industryLabel('iot')).toBe('IoT');
    expect(industryLabel('media-entertainment')).toBe('Media & Entertainment');
  });

  it("shows the industry as 'category > type'", () => {
    expect(industryPath({ category: 'technology', type: 'saas' })).toBe('Technology > SaaS');
    expect(industryPath({ category: 'lifestyle', type: 'food-beverage' })).toBe('Lifestyle > Food & Beverage');
  });
});
