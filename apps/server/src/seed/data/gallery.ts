import type { SeedTheme } from './types.ts';

/**
 * Gallery images drawn as SVG, offline: a browser window over the theme's gradient with a mocked
 * page (nav, hero, cards). Three views: home, features grid and blog.
 */
export const GALLERY_VIEWS = ['home', 'features', 'blog'] as const;
const W = 1200;
const H = 750;
const FONT = 'font-family="Inter, \'Segoe UI\', system-ui, -apple-system, sans-serif"';

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[char]};`,
  );
}

function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

const bar = (x: number, y: number, w: number, h = 10, fill = '#e2e8f0', r = 5) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"/>`;

function nav(theme: SeedTheme): string {
  const { accent } = theme.palette;
  const links = ['Home', 'About', 'Blog', 'Contact']
    .map((label, i) => `<text x="${580 + i * 86}" y="96" ${FONT} font-size="15" fill="#475569">${label}</text>`)
    .join('');
  return `<rect x="40" y="64" width="36" height="36" rx="10" fill="${accent}"/>
  <text x="88" y="89" ${FONT} font-size="20" font-weight="700" fill="#0f172a">${escapeXml(theme.name)}</text>
  ${links}<rect x="930" y="72" width="110" height="38" rx="19" fill="${accent}"/>
  <text x="985" y="96" ${FONT} font-size="14" font-weight="600" fill="#fff" text-anchor="middle">Get started</text>`;
}

function card(x: number, y: number, w: number, h: number, accent: string, title: string): string {
  return `<g filter="url(#soft)"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="#fff" stroke="#e2e8f0"/></g>
  <rect x="${x + 20}" y="${y + 20}" width="44" height="44" rx="12" fill="${accent}" opacity="0.15"/>
  <circle cx="${x + 42}" cy="${y + 42}" r="10" fill="${accent}"/>
  <text x="${x + 20}" y="${y + 92}" ${FONT} font-size="17" font-weight="600" fill="#0f172a">${escapeXml(title)}</text>
  ${bar(x + 20, y + 108, w - 60)}${bar(x + 20, y + 126, w - 90)}`;
}

function homeView(theme: SeedTheme): string {
  const { accent } = theme.palette;
  const lines = wrap(theme.tagline, 19);
  const headline = lines
    .map(
      (line, i) =>
        `<text x="40" y="${196 + i * 52}" ${FONT} font-size="44" font-weight="800" fill="#0f172a">${escapeXml(line)}</text>`,
    )
    .join('');
  const top = 196 + lines.length * 52 - 20;
  const features = theme.features.slice(0, 3).map((f) => (f.length > 26 ? `${f.slice(0, 25)}…` : f));
  return `${headline}
  ${bar(40, top, 420, 12, '#cbd5e1')}${bar(40, top + 22, 360, 12, '#cbd5e1')}
  <rect x="40" y="${top + 54}" width="150" height="46" rx="23" fill="${accent}"/>
  <text x="115" y="${top + 83}" ${FONT} font-size="15" font-weight="600" fill="#fff" text-anchor="middle">Start now</text>
  <rect x="204" y="${top + 54}" width="150" height="46" rx="23" fill="none" stroke="${accent}" stroke-width="2"/>
  <text x="279" y="${top + 83}" ${FONT} font-size="15" font-weight="600" fill="${accent}" text-anchor="middle">Live demo</text>
  <rect x="600" y="150" width="440" height="290" rx="18" fill="url(#bg)" opacity="0.9"/>
  <rect x="640" y="190" width="200" height="120" rx="12" fill="#fff" opacity="0.85"/>
  <rect x="860" y="230" width="140" height="170" rx="12" fill="#fff" opacity="0.6"/>
  ${features.map((title, i) => card(40 + i * 340, 470, 320, 150, accent, title)).join('')}`;
}

function featuresView(theme: SeedTheme): string {
  const { accent } = theme.palette;
  const titles = [...theme.features, 'Responsive layouts', 'Fast by default']
    .slice(0, 6)
    .map((f) => (f.length > 26 ? `${f.slice(0, 25)}…` : f));
  return `<text x="540" y="180" ${FONT} font-size="38" font-weight="800" fill="#0f172a" text-anchor="middle">Everything you need</text>
  ${bar(380, 204, 320, 12, '#cbd5e1')}
  ${titles.map((title, i) => card(40 + (i % 3) * 340, 250 + Math.floor(i / 3) * 180, 320, 160, accent, title)).join('')}`;
}

function blogView(theme: SeedTheme): string {
  const { accent } = theme.palette;
  const post = (
    y: number,
    title: string,
  ) => `<rect x="40" y="${y}" width="220" height="130" rx="12" fill="url(#bg)" opacity="0.8"/>
  <text x="284" y="${y + 34}" ${FONT} font-size="22" font-weight="700" fill="#0f172a">${escapeXml(title)}</text>
  ${bar(284, y + 54, 380)}${bar(284, y + 74, 330)}${bar(284, y + 104, 90, 10, accent)}`;
  return `<text x="40" y="180" ${FONT} font-size="38" font-weight="800" fill="#0f172a">Journal</text>
  ${post(210, 'Five things we learned this year')}${post(360, 'A guide for first-time visitors')}${post(510, 'Behind the scenes')}
  <rect x="760" y="210" width="280" height="420" rx="14" fill="#f8fafc" stroke="#e2e8f0"/>
  <text x="784" y="248" ${FONT} font-size="16" font-weight="700" fill="#0f172a">Subscribe</text>
  ${bar(784, 266, 220)}${bar(784, 286, 180)}
  <rect x="784" y="312" width="232" height="40" rx="8" fill="#fff" stroke="#cbd5e1"/>
  <rect x="784" y="364" width="232" height="40" rx="20" fill="${accent}"/>
  <text x="900" y="389" ${FONT} font-size="14" font-weight="600" fill="#fff" text-anchor="middle">Join the list</text>
  ${[440, 470, 500, 530].map((y) => bar(784, y, 200)).join('')}`;
}

export function renderGallerySvg(theme: SeedTheme, view: (typeof GALLERY_VIEWS)[number]): string {
  const { from, to } = theme.palette;
  const body = view === 'home' ? homeView(theme) : view === 'features' ? featuresView(theme) : blogView(theme);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${escapeXml(theme.name)} – ${view} page">
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
  <filter id="shadow" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="18" stdDeviation="22" flood-color="#0f172a" flood-opacity="0.35"/></filter>
  <filter id="soft" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="4" stdDeviation="6" flood-color="#0f172a" flood-opacity="0.08"/></filter>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<circle cx="1100" cy="80" r="180" fill="#fff" opacity="0.08"/><circle cx="90" cy="700" r="220" fill="#fff" opacity="0.06"/>
<g transform="translate(60 40)">
  <rect width="1080" height="670" rx="18" fill="#fff" filter="url(#shadow)"/>
  <path d="M0 18a18 18 0 0 1 18-18h1044a18 18 0 0 1 18 18v26H0z" fill="#f1f5f9"/>
  <circle cx="24" cy="22" r="6" fill="#f87171"/><circle cx="44" cy="22" r="6" fill="#fbbf24"/><circle cx="64" cy="22" r="6" fill="#34d399"/>
  <rect x="340" y="11" width="400" height="22" rx="11" fill="#fff"/>
  <text x="540" y="27" ${FONT} font-size="12" fill="#64748b" text-anchor="middle">${theme.slug}.themeport.dev${view === 'home' ? '' : `/${view === 'blog' ? 'blog' : 'about'}`}</text>
  ${nav(theme)}
  ${body}
</g>
</svg>
`;
}
