import type { IndustryCategory, TemplateDesign } from '@themeport/core';
import type { SeedTheme } from './types.ts';

// Themes whose demo is dark (their descriptions say so); the rest sit on white.
const DARK_THEMES = new Set(['neuron-ai', 'aperture-photo']);

// Font stacks that read well without a web-font download; the first family is the theme's intent.
const FONTS: Record<IndustryCategory, TemplateDesign['fonts']> = {
  technology: {
    heading: "'Inter', 'Segoe UI', system-ui, sans-serif",
    body: "'Inter', 'Segoe UI', system-ui, sans-serif",
  },
  business: {
    heading: "'Merriweather', Georgia, 'Times New Roman', serif",
    body: "'Source Sans 3', 'Segoe UI', system-ui, sans-serif",
  },
  creative: { heading: "'Playfair Display', Georgia, serif", body: "'Inter', 'Segoe UI', system-ui, sans-serif" },
  lifestyle: {
    heading: "'Poppins', 'Segoe UI', system-ui, sans-serif",
    body: "'Nunito', 'Segoe UI', system-ui, sans-serif",
  },
  education: {
    heading: "'Lexend', 'Segoe UI', system-ui, sans-serif",
    body: "'Source Sans 3', 'Segoe UI', system-ui, sans-serif",
  },
  commerce: { heading: "'DM Serif Display', Georgia, serif", body: "'DM Sans', 'Segoe UI', system-ui, sans-serif" },
  misc: { heading: "'Inter', 'Segoe UI', system-ui, sans-serif", body: "'Inter', 'Segoe UI', system-ui, sans-serif" },
};

const LAYOUTS: Record<IndustryCategory, TemplateDesign['layout']> = {
  technology: 'split',
  business: 'classic',
  creative: 'centered',
  lifestyle: 'split',
  education: 'classic',
  commerce: 'centered',
  misc: 'classic',
};

/** Relative luminance (WCAG) of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The theme's look for the local site host, from its gallery palette. */
export function buildDesign(theme: Pick<SeedTheme, 'slug' | 'category' | 'palette'>): TemplateDesign {
  const { from, to, accent } = theme.palette;
  const dark = DARK_THEMES.has(theme.slug);
  // The primary colour carries buttons and links, so it must stand out from the background.
  const primary = dark ? accent : luminance(from) > 0.4 ? accent : from;
  const secondary = primary === accent ? to : accent;
  return {
    colors: dark
      ? { primary, accent: secondary, background: '#0b0f19', text: '#f1f5f9', muted: '#94a3b8' }
      : { primary, accent: secondary, background: '#ffffff', text: '#0f172a', muted: '#475569' },
    fonts: FONTS[theme.category],
    layout: LAYOUTS[theme.category],
  };
}
