import { DEFAULT_PRIMARY_COLOR, contrastRatio, hexToRgb } from '@themeport/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '@/lib/session';

/** Where the account's own colour replaces Themeport's accent: the portal, the content manager, the account pages. */
const ACCOUNT_AREAS = ['/client-portal', '/cms', '/account'];
const VARIABLES = [
  '--color-primary',
  '--color-primary-strong',
  '--color-ring',
  '--color-accent-soft',
  '--color-primary-foreground',
];

/** The colour mixed toward black (amount < 0) or white (amount > 0), as #rrggbb. */
function mix(hex: string, amount: number): string {
  const rgb = hexToRgb(hex) ?? [59, 130, 246];
  const target = amount < 0 ? 0 : 255;
  const share = Math.abs(amount);
  return `#${rgb
    .map((channel) =>
      Math.round(channel + (target - channel) * share)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** The CSS variables an accent colour sets: the colour, a stronger hover shade, a soft tint and readable text on it. */
export function accentVariables(color: string): Record<string, string> {
  const onColor = (contrastRatio(color, '#ffffff') ?? 21) >= 3 ? '#ffffff' : '#0a0a0b';
  return {
    '--color-primary': color,
    '--color-primary-strong': mix(color, -0.15),
    '--color-ring': color,
    '--color-accent-soft': mix(color, 0.92),
    '--color-primary-foreground': onColor,
  };
}

/**
 * spec 001 §2.2 Branding: the portal uses the current account's primary colour. Sets the accent
 * variables on the document while an account page is open; elsewhere (the storefront) Themeport's own.
 */
export function AccountAccent() {
  const color = useSession()?.currentAccountSettings?.primary_color ?? DEFAULT_PRIMARY_COLOR;
  const { pathname } = useLocation();
  const inAccountArea = ACCOUNT_AREAS.some((area) => pathname === area || pathname.startsWith(`${area}/`));
  const active = inAccountArea && color.toLowerCase() !== DEFAULT_PRIMARY_COLOR;

  useEffect(() => {
    if (!active) return;
    const style = document.documentElement.style;
    for (const [name, value] of Object.entries(accentVariables(color))) style.setProperty(name, value);
    return () => {
      for (const name of VARIABLES) style.removeProperty(name);
    };
  }, [active, color]);
  return null;
}
