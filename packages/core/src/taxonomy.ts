// spec 000 §3 and 001 §2.7: the industry taxonomy, category → types, in the spec's order.
export const INDUSTRY_TAXONOMY = {
  technology: ['saas', 'ai-ml', 'blockchain', 'iot', 'cybersecurity', 'mobile-apps'],
  business: ['consulting', 'finance', 'real-estate', 'legal', 'professional-services'],
  creative: ['agency', 'portfolio', 'photography', 'art-design', 'media-entertainment'],
  lifestyle: ['health-wellness', 'fitness', 'food-beverage', 'travel', 'personal-blog'],
  education: ['online-courses', 'tutoring', 'schools', 'training', 'educational-resources'],
  commerce: ['retail', 'fashion', 'electronics', 'home-decor', 'digital-products'],
  misc: ['other', 'general', 'multipurpose'],
} as const;

export type IndustryCategory = keyof typeof INDUSTRY_TAXONOMY;
export type IndustryType = (typeof INDUSTRY_TAXONOMY)[IndustryCategory][number];
export interface Industry {
  category: IndustryCategory;
  type: IndustryType;
}

export const INDUSTRY_CATEGORIES = Object.keys(INDUSTRY_TAXONOMY) as IndustryCategory[];

export function isIndustryCategory(value: string): value is IndustryCategory {
  return Object.hasOwn(INDUSTRY_TAXONOMY, value);
}

export function industryTypes(category: IndustryCategory): readonly IndustryType[] {
  return INDUSTRY_TAXONOMY[category];
}

/** A type is valid only under its own category ('saas' is technology, not business). */
export function isIndustryType(category: string, type: string): boolean {
  return isIndustryCategory(category) && (INDUSTRY_TAXONOMY[category] as readonly string[]).includes(type);
}

const SPECIAL_WORDS: Record<string, string> = { ai: 'AI', ml: 'ML', iot: 'IoT', saas: 'SaaS' };

// Pairs that read as one subject get an ampersand: 'Food & Beverage', not 'Food Beverage'.
const AMPERSAND_PAIRS = new Set(['ai-ml', 'health-wellness', 'food-beverage', 'art-design', 'media-entertainment']);

/** 'ai-ml' → 'AI & ML', 'real-estate' → 'Real Estate', 'saas' → 'SaaS'. */
export function industryLabel(slug: string): string {
  const words = slug.split('-').map((word) => SPECIAL_WORDS[word] ?? word.charAt(0).toUpperCase() + word.slice(1));
  return words.join(AMPERSAND_PAIRS.has(slug) ? ' & ' : ' ');
}

/** spec 000 §2: the detail page shows the industry as 'category > type'. */
export function industryPath(industry: { category: string; type: string }): string {
  return `${industryLabel(industry.category)} > ${industryLabel(industry.type)}`;
}
