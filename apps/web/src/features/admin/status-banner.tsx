import { adminBannerTone } from '@themeport/core';
import { useCallback, useEffect, useState } from 'react';
import { STATUS_CLEAR_AFTER_MS } from '@/lib/use-status-line';
import { cn } from '@/lib/utils';

/**
 * spec 001 §4 admin status banner: red when the text says Error or Failed, green when it says
 * Success or successfully (cleared after 3 s), otherwise blue.
 */
export function useAdminBanner() {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    if (text === null || adminBannerTone(text) !== 'success') return;
    const timer = window.setTimeout(() => setText(null), STATUS_CLEAR_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  const show = useCallback((next: string) => setText(next), []);
  return { text, show, clear: () => setText(null) };
}

const TONES = {
  error: 'border-[#fecaca] bg-danger-soft text-[#991b1b]',
  success: 'border-[#bbf7d0] bg-[#f0fdf4] text-[#166534]',
  info: 'border-[#bfdbfe] bg-[#eff6ff] text-[#1e40af]',
} as const;

export function AdminBanner({ text }: { text: string | null }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {text ? (
        <p className={cn('rounded-lg border px-4 py-2.5 text-sm font-medium', TONES[adminBannerTone(text)])}>{text}</p>
      ) : null}
    </div>
  );
}
