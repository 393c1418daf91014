import {
  READABLE_CONTRAST,
  contrastRatio,
  siteFontStack,
  type SiteBranding,
  type TemplateDesign,
} from '@themeport/core';

/** The look of themes whose template config has no design yet (older configs). */
export const DEFAULT_DESIGN: TemplateDesign = {
  colors: { primary: '#4f46e5', accent: '#0ea5e9', background: '#ffffff', text: '#0f172a', muted: '#5b6474' },
  fonts: { heading: 'system-ui', body: 'system-ui' },
  layout: 'classic',
};

const LAYOUTS = new Set<TemplateDesign['layout']>(['classic', 'centered', 'split']);

// Sites load no web fonts (the CSP allows none): a named font is used when the visitor has it,
// then the system stack of its family.
const SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const SERIF = "ui-serif, 'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, Cambria, 'Times New Roman', serif";
const MONO = "ui-monospace, 'SF Mono', 'Cascadia Code', Menlo, Consolas, 'Liberation Mono', monospace";
const SERIF_NAMES =
  /serif|georgia|garamond|playfair|merriweather|lora|times|baskerville|palatino|cormorant|libre caslon|dm serif|fraunces|crimson/i;

const GENERIC: Record<string, string> = {
  serif: SERIF,
  'ui-serif': SERIF,
  monospace: MONO,
  'ui-monospace': MONO,
  'sans-serif': SANS,
  'ui-sans-serif': SANS,
  'system-ui': SANS,
  '-apple-system': SANS,
  sans: SANS,
  system: SANS,
};

/**
 * A CSS font stack from the theme's font ('Georgia' or a whole stack such as "'Inter', system-ui,
 * sans-serif"): its named families first (used when the visitor has them), then the system stack
 * of its kind. Names with anything but letters, digits, spaces and hyphens are dropped.
 */
export function fontStack(value: string | undefined): string {
  const families = (value ?? '')
    .split(',')
    .map((family) =>
      family
        .trim()
        .replace(/^(['"])(.*)\1$/, '$2')
        .trim(),
    )
    .filter((family) => /^[A-Za-z0-9 -]{1,60}$/.test(family));
  const generic = families.map((family) => GENERIC[family.toLowerCase()]).find((stack) => stack !== undefined);
  const first = families[0]?.toLowerCase() ?? '';
  const guessed = /mono|code/.test(first) ? MONO : SERIF_NAMES.test(first) && !/sans/.test(first) ? SERIF : SANS;
  const system = generic ?? guessed;
  const named = families.filter((family) => GENERIC[family.toLowerCase()] === undefined && !system.includes(family));
  return [...named.map((family) => `'${family}'`), system].join(', ');
}

// Colours go into a <style> element: only plain colour syntax, nothing that could close a rule.
const COLOR = /^(#[0-9a-f]{3,8}|(?:rgb|rgba|hsl|hsla|oklch|oklab|lab|lch)\([0-9a-z.,%\s/+-]{1,60}\)|[a-z]{3,20})$/i;

export function safeColor(value: unknown, fallback: string): string {
  return typeof value === 'string' && COLOR.test(value.trim()) ? value.trim() : fallback;
}

/** The theme's design with every value checked; missing or unsafe parts come from the default. */
export function resolveDesign(design: Partial<TemplateDesign> | null | undefined): TemplateDesign {
  const colors: Partial<TemplateDesign['colors']> = design?.colors ?? {};
  const fonts: Partial<TemplateDesign['fonts']> = design?.fonts ?? {};
  const base = DEFAULT_DESIGN;
  return {
    colors: {
      primary: safeColor(colors.primary, base.colors.primary),
      accent: safeColor(colors.accent, base.colors.accent),
      background: safeColor(colors.background, base.colors.background),
      text: safeColor(colors.text, base.colors.text),
      muted: safeColor(colors.muted, base.colors.muted),
    },
    fonts: { heading: fonts.heading ?? base.fonts.heading, body: fonts.body ?? base.fonts.body },
    layout: design?.layout !== undefined && LAYOUTS.has(design.layout) ? design.layout : base.layout,
  };
}

/**
 * The theme's design with the owner's branding over it (spec 000 §3 Branding profile): colours
 * (secondary stands in for an unset accent), then fonts from the safe list. Text that would not
 * read on the chosen background (under 4.5:1) becomes white or near-black, and the muted colour
 * is moved toward the text colour until it reads.
 */
export function brandedDesign(design: TemplateDesign, branding: SiteBranding | undefined): TemplateDesign {
  if (branding === undefined) return design;
  const chosen = branding.colors;
  const background = safeColor(chosen.background, design.colors.background);
  let text = safeColor(chosen.text, design.colors.text);
  if ((contrastRatio(text, background) ?? READABLE_CONTRAST) < READABLE_CONTRAST) text = readableOn(background);
  const recoloured = chosen.background !== undefined || chosen.text !== undefined;
  return {
    colors: {
      primary: safeColor(chosen.primary, design.colors.primary),
      accent: safeColor(chosen.accent ?? chosen.secondary, design.colors.accent),
      background,
      text,
      muted: recoloured ? textSafe(design.colors.muted, text, background) : design.colors.muted,
    },
    fonts: {
      heading: siteFontStack(branding.fonts.heading) ?? design.fonts.heading,
      body: siteFontStack(branding.fonts.body) ?? design.fonts.body,
    },
    layout: design.layout,
  };
}

function hexToRgb(hex: string): Rgb | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})(?:[0-9a-f]{2})?$/i.exec(hex);
  if (!match) return null;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!;
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
}

function luminance([r, g, b]: Rgb): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** White or near-black text on a coloured button, whichever contrasts more (WCAG contrast ratio). */
export function readableOn(color: string): string {
  const rgb = hexToRgb(color);
  if (rgb === null) return '#ffffff';
  const l = luminance(rgb);
  const onWhite = 1.05 / (l + 0.05);
  const onDark = (l + 0.05) / (luminance([11, 13, 18]) + 0.05);
  return onWhite >= onDark ? '#ffffff' : '#0b0d12';
}

type Rgb = [number, number, number];

const mixRgb = (a: Rgb, b: Rgb, t: number): Rgb => a.map((v, i) => Math.round(v + (b[i]! - v) * t)) as Rgb;
const toHex = (rgb: Rgb) => `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
const contrast = (a: Rgb, b: Rgb) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/**
 * The primary colour as text (links, labels): moved toward the text colour until it reads at 4.5:1
 * (WCAG AA) on the page, its surfaces and its tinted badges. Colours other than hex are kept.
 */
export function textSafe(color: string, text: string, background: string): string {
  const [c, t, bg] = [hexToRgb(color), hexToRgb(text), hexToRgb(background)];
  if (c === null || t === null || bg === null) return color;
  const grounds = [bg, mixRgb(bg, t, 0.04), mixRgb(bg, c, 0.12)];
  for (let step = 0; step <= 20; step += 1) {
    const candidate = mixRgb(c, t, step / 20);
    if (grounds.every((ground) => contrast(candidate, ground) >= 4.6)) return step === 0 ? color : toHex(candidate);
  }
  return text;
}

/** The site's one stylesheet: the design's variables, then the same rules for every theme. */
export function siteStylesheet(design: TemplateDesign): string {
  const { colors, fonts } = design;
  const vars = [
    `--primary:${colors.primary}`,
    `--accent:${colors.accent}`,
    `--bg:${colors.background}`,
    `--text:${colors.text}`,
    `--muted:${colors.muted}`,
    `--on-primary:${readableOn(colors.primary)}`,
    `--link:${textSafe(colors.primary, colors.text, colors.background)}`,
    `--font-heading:${fontStack(fonts.heading)}`,
    `--font-body:${fontStack(fonts.body)}`,
  ].join(';');
  // Form controls and scrollbars follow the page: dark on a dark background.
  const background = hexToRgb(colors.background);
  const scheme = background !== null && luminance(background) < 0.2 ? 'dark' : 'light';
  return `:root{${vars};color-scheme:${scheme}}${BASE_CSS}`;
}

// Written once, minified by hand; every colour comes from the variables above.
const BASE_CSS = [
  ':root{--surface:color-mix(in srgb,var(--text) 4%,var(--bg));--border:color-mix(in srgb,var(--text) 12%,var(--bg));--soft-primary:color-mix(in srgb,var(--primary) 12%,var(--bg));--radius:16px;--max:1120px}',
  '*,*::before,*::after{box-sizing:border-box}',
  'html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}',
  'body{margin:0;background:var(--bg);color:var(--text);font:400 1.0625rem/1.65 var(--font-body);-webkit-font-smoothing:antialiased;text-rendering:optimizeLegibility;display:flex;flex-direction:column;min-height:100vh}',
  'main{flex:1}',
  'h1,h2,h3{font-family:var(--font-heading);line-height:1.15;letter-spacing:-.02em;margin:0 0 .5em;text-wrap:balance}',
  'h1{font-size:clamp(2.25rem,5.5vw,3.75rem);font-weight:800}',
  'h2{font-size:clamp(1.75rem,3.4vw,2.5rem);font-weight:750}',
  'h3{font-size:1.2rem;font-weight:650;letter-spacing:-.01em}',
  'p{margin:0 0 1em;text-wrap:pretty}',
  'a{color:var(--link);text-underline-offset:.2em}',
  'img{max-width:100%;height:auto;border-radius:calc(var(--radius) * .75)}',
  // Field images keep the box their width/height reserve (render-fields.ts), whatever the file's shape.
  'img[data-field]{width:100%;aspect-ratio:16/9;object-fit:cover}',
  ':focus-visible{outline:3px solid var(--accent);outline-offset:3px;border-radius:6px}',
  '.wrap{width:min(100% - 2.5rem,var(--max));margin-inline:auto}',
  '.narrow{width:min(100% - 2.5rem,46rem);margin-inline:auto}',
  '.section{padding-block:clamp(3.5rem,8vw,6rem)}',
  // Two plain sections in a row share one gap, not two.
  '.c-page-header+section>.section{padding-top:clamp(2.5rem,5vw,3.5rem)}',
  '.c-story+.c-team>.section,.c-contact-form+.c-contact-details>.section{padding-top:0}',
  '.c-story:has(+.c-team)>.section,.c-contact-form:has(+.c-contact-details)>.section{padding-bottom:2.5rem}',
  '.section-head{max-width:42rem;margin-bottom:2.5rem}',
  '.layout-centered .section-head{margin-inline:auto;text-align:center}',
  '.lead{font-size:clamp(1.075rem,1.7vw,1.25rem);color:var(--muted);max-width:40rem}',
  '.muted{color:var(--muted)}',
  '.eyebrow{display:inline-block;font-size:.8rem;font-weight:700;letter-spacing:.12em;text-transform:uppercase;color:var(--link);margin-bottom:1rem}',
  '.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}',
  '.skip-link{position:absolute;left:.75rem;top:-4rem;z-index:50;background:var(--text);color:var(--bg);padding:.6rem 1rem;border-radius:10px;font-weight:600;text-decoration:none}',
  '.skip-link:focus{top:.75rem}',
  '.btn{display:inline-flex;align-items:center;justify-content:center;gap:.5rem;min-height:2.9rem;padding:.7rem 1.4rem;border-radius:999px;border:1px solid transparent;font:600 1rem/1.2 var(--font-body);text-decoration:none;cursor:pointer;transition:transform .15s ease,box-shadow .15s ease,background-color .15s ease}',
  '.btn:hover{transform:translateY(-1px)}',
  '.btn-primary{background:var(--primary);color:var(--on-primary);box-shadow:0 10px 24px -12px var(--primary)}',
  '.btn-ghost{background:transparent;color:var(--text);border-color:var(--border)}',
  '.btn-ghost:hover{background:var(--surface)}',
  '.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:2rem}',
  '.card{background:var(--surface);border:1px solid var(--border);border-radius:var(--radius);padding:1.5rem}',
  '.grid{display:grid;gap:1.25rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,15rem),1fr));list-style:none;margin:0;padding:0}',
  // header
  '.c-site-header{position:sticky;top:0;z-index:20;background:color-mix(in srgb,var(--bg) 86%,transparent);-webkit-backdrop-filter:saturate(1.5) blur(12px);backdrop-filter:saturate(1.5) blur(12px);border-bottom:1px solid var(--border)}',
  '.site-bar{display:flex;align-items:center;justify-content:space-between;gap:.5rem 1.5rem;min-height:4.25rem;flex-wrap:wrap;padding-block:.5rem}',
  '.logo{display:inline-flex;align-items:center;gap:.6rem;font:800 1.15rem/1 var(--font-heading);letter-spacing:-.02em;color:var(--text);text-decoration:none}',
  '.logo-img{display:block;height:2rem;width:auto;max-width:10rem;object-fit:contain;border-radius:0}',
  '.logo-mark{width:1.8rem;height:1.8rem;border-radius:.55rem;background:linear-gradient(135deg,var(--primary),var(--accent));box-shadow:inset 0 0 0 1px color-mix(in srgb,#fff 25%,transparent)}',
  '.nav{max-width:100%;overflow-x:auto}',
  '.nav ul{display:flex;gap:.25rem;list-style:none;margin:0;padding:0}',
  '.nav a{display:block;padding:.5rem .85rem;border-radius:999px;color:var(--muted);font-weight:550;font-size:.95rem;text-decoration:none;white-space:nowrap}',
  '.nav a:hover,.nav a[aria-current=page]{color:var(--text);background:var(--surface)}',
  // hero
  '.c-hero{position:relative;overflow:hidden;padding-block:clamp(4.5rem,11vw,8.5rem);background:radial-gradient(60rem 28rem at 90% -10%,color-mix(in srgb,var(--accent) 20%,transparent),transparent 70%),radial-gradient(40rem 22rem at 0% 0%,color-mix(in srgb,var(--primary) 12%,transparent),transparent 70%)}',
  '.hero-inner{display:grid;gap:3rem;align-items:center}',
  '.hero-copy h1{max-width:18ch}',
  '.hero-copy .lead{margin-top:1.25rem}',
  '.layout-centered .hero-copy{text-align:center;display:flex;flex-direction:column;align-items:center}',
  '.layout-centered .hero-copy h1{max-width:20ch}',
  '.layout-centered .actions,.layout-centered .cta-panel .actions{justify-content:center}',
  '.layout-split .hero-inner{grid-template-columns:minmax(0,1.1fr) minmax(0,.9fr)}',
  '.hero-art{position:relative;aspect-ratio:5/4;border-radius:calc(var(--radius) * 1.5);background:linear-gradient(150deg,var(--primary),var(--accent));box-shadow:0 30px 60px -30px var(--primary);overflow:hidden}',
  '.hero-art span{position:absolute;border-radius:var(--radius);background:color-mix(in srgb,#fff 82%,transparent);box-shadow:0 12px 30px -12px rgb(0 0 0 / .35)}',
  '.hero-art span:nth-child(1){inset:14% 30% 52% 10%}',
  '.hero-art span:nth-child(2){inset:40% 10% 22% 38%}',
  '.hero-art span:nth-child(3){inset:70% 48% 10% 16%;background:color-mix(in srgb,#fff 55%,transparent)}',
  '@media (max-width:860px){.layout-split .hero-inner{grid-template-columns:1fr}.hero-art{aspect-ratio:16/9}}',
  // features, testimonials, team
  '.feature-icon{display:grid;place-items:center;width:2.6rem;height:2.6rem;border-radius:.8rem;margin-bottom:1.1rem;background:var(--soft-primary);color:var(--link);font:800 1rem/1 var(--font-heading)}',
  '.card h3{margin-bottom:.4rem}',
  '.card p:last-child{margin-bottom:0}',
  '.c-testimonials{background:var(--surface)}',
  '.c-testimonials .card{background:var(--bg)}',
  '.quote{margin:0;display:flex;flex-direction:column;gap:1.25rem;height:100%}',
  '.quote blockquote{margin:0;font-size:1.125rem;line-height:1.6}',
  '.quote blockquote::before{content:"\\201C";display:block;font:800 3rem/1 var(--font-heading);color:var(--primary);height:1.6rem}',
  '.quote figcaption{margin-top:auto;display:flex;align-items:center;gap:.75rem}',
  '.quote cite{font-style:normal;font-weight:650}',
  '.avatar{display:grid;place-items:center;flex:none;width:2.75rem;height:2.75rem;border-radius:50%;background:linear-gradient(135deg,var(--primary),var(--accent));color:var(--on-primary);font-weight:700;font-size:.95rem}',
  '.member{text-align:center}',
  '.member .avatar{width:4.5rem;height:4.5rem;font-size:1.35rem;margin:0 auto 1rem}',
  // call to action
  '.cta-panel{border-radius:calc(var(--radius) * 1.6);padding:clamp(2.25rem,6vw,4.5rem);background:linear-gradient(135deg,var(--primary),color-mix(in srgb,var(--primary) 55%,var(--accent)));color:var(--on-primary);text-align:center}',
  '.cta-panel h2{margin-bottom:.4em}',
  '.cta-panel p{max-width:36rem;margin-inline:auto;opacity:.92}',
  '.cta-panel .actions{justify-content:center}',
  '.cta-panel .btn-primary{background:var(--on-primary);color:var(--primary);box-shadow:none}',
  // page header, story
  '.c-page-header{padding-block:clamp(3.5rem,8vw,5.5rem) clamp(2rem,5vw,3rem);background:linear-gradient(180deg,var(--surface),var(--bg));border-bottom:1px solid var(--border)}',
  '.layout-centered .c-page-header{text-align:center}',
  '.layout-centered .c-page-header .lead{margin-inline:auto}',
  '.prose{font-size:1.09rem;line-height:1.75}',
  '.prose>*+*{margin-top:1.1em}',
  '.prose p{margin:0}',
  '.prose h1{font-size:1.9rem;margin:1.6em 0 .6em}',
  '.prose h2{font-size:1.65rem;margin:2em 0 .6em}',
  '.prose>:first-child{margin-top:0}',
  '.prose h3{font-size:1.3rem;margin:1.6em 0 .5em}',
  '.prose ul,.prose ol{padding-left:1.4em}',
  '.prose li+li{margin-top:.35em}',
  '.prose blockquote{margin:1.5em 0;padding:.25em 0 .25em 1.25em;border-left:4px solid var(--primary);color:var(--muted);font-style:italic}',
  '.prose code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.9em;background:var(--surface);border:1px solid var(--border);border-radius:6px;padding:.1em .35em}',
  '.prose pre{background:var(--surface);border:1px solid var(--border);border-radius:12px;padding:1rem 1.25rem;overflow-x:auto}',
  '.prose pre code{background:none;border:0;padding:0}',
  '.prose hr{border:0;border-top:1px solid var(--border);margin:2.5em 0}',
  '.prose table{border-collapse:collapse;width:100%}',
  '.prose th,.prose td{border-bottom:1px solid var(--border);padding:.5rem;text-align:left}',
  // contact
  '.contact-grid{display:grid;gap:2rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,20rem),1fr));align-items:start}',
  '.form{display:grid;gap:1rem}',
  '.field{display:grid;gap:.4rem}',
  '.field label{font-weight:600;font-size:.95rem}',
  '.field input,.field textarea{width:100%;font:inherit;color:var(--text);background:var(--bg);border:1px solid var(--border);border-radius:12px;padding:.75rem .9rem}',
  '.field textarea{min-height:9rem;resize:vertical}',
  // The contact form's answer: shown when the post sends the visitor back to #message-sent or #message-failed.
  '.form-note{display:none;scroll-margin-top:7rem;margin:0;padding:.75rem 1rem;border-radius:12px;border:1px solid var(--border)}',
  '.form-note:target{display:block}',
  '.form-note.failed{border-color:#dc2626;color:#b91c1c}',
  '.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}',
  '.field input:focus,.field textarea:focus{outline:3px solid color-mix(in srgb,var(--primary) 35%,transparent);outline-offset:0;border-color:var(--primary)}',
  '.form .btn{justify-self:start}',
  '.details{display:grid;gap:1rem;list-style:none;margin:0;padding:0}',
  '.details li{display:flex;gap:1rem;align-items:flex-start}',
  '.details .feature-icon{margin:0;flex:none}',
  '.details dt,.label{font-size:.8rem;font-weight:700;letter-spacing:.08em;text-transform:uppercase;color:var(--muted)}',
  '.details address{font-style:normal}',
  // posts
  '.post-card{display:flex;flex-direction:column;gap:.5rem;height:100%}',
  '.post-card h3{margin:0;font-size:1.25rem}',
  '.post-card h3 a{color:var(--text);text-decoration:none}',
  '.post-card h3 a:hover{color:var(--link)}',
  '.post-card p{margin:0;color:var(--muted)}',
  '.post-card .more{margin-top:auto;padding-top:.5rem;font-weight:600;text-decoration:none}',
  '.meta{display:flex;flex-wrap:wrap;align-items:center;gap:.35rem .75rem;color:var(--muted);font-size:.95rem}',
  '.meta .dot{opacity:.5}',
  '.back{display:flex;width:fit-content;gap:.4rem;margin-bottom:1.5rem;font-weight:600;text-decoration:none}',
  '.c-post-header{padding-block:clamp(3rem,7vw,5rem) 1rem}',
  '.cover{margin:2rem 0 0}',
  '.cover img{display:block;width:100%;aspect-ratio:16/9;object-fit:cover}',
  '.c-post-body{padding-block:1rem clamp(3rem,7vw,5rem)}',
  '.c-related-posts{background:var(--surface);border-top:1px solid var(--border)}',
  '.c-related-posts .card{background:var(--bg)}',
  '.empty{text-align:center;color:var(--muted);padding:3rem 1rem;border:1px dashed var(--border);border-radius:var(--radius)}',
  // footer
  '.c-site-footer{border-top:1px solid var(--border);background:var(--surface);padding-block:2.5rem;font-size:.95rem;color:var(--muted)}',
  '.footer-bar{display:flex;flex-wrap:wrap;gap:1rem 2rem;align-items:center;justify-content:space-between}',
  '.footer-bar p{margin:0}',
  '.footer-text{flex-basis:100%;color:var(--text)}',
  '.footer-links{display:flex;flex-wrap:wrap;gap:.5rem 1.25rem;list-style:none;margin:0;padding:0}',
  '.c-site-footer a{color:var(--muted);text-decoration:none}',
  '.c-site-footer a:hover{color:var(--text);text-decoration:underline}',
  // not found
  '.not-found{text-align:center;padding-block:clamp(5rem,14vw,9rem)}',
  '.not-found .code{font:800 clamp(5rem,18vw,9rem)/1 var(--font-heading);letter-spacing:-.05em;background:linear-gradient(135deg,var(--primary),var(--accent));-webkit-background-clip:text;background-clip:text;color:transparent;margin-bottom:.5rem}',
  '.not-found .lead{margin-inline:auto}',
  '.not-found .actions{justify-content:center}',
  // generic components
  '.generic>*:last-child{margin-bottom:0}',
  '.generic .grid{margin-top:2rem}',
  '@media (max-width:640px){.site-bar{justify-content:center}.nav ul{justify-content:center}.footer-bar,.footer-links{justify-content:center;text-align:center}.form .btn{justify-self:stretch}}',
  '@media (prefers-reduced-motion:reduce){html{scroll-behavior:auto}.btn{transition:none}.btn:hover{transform:none}}',
].join('');
