import Bowser from 'bowser';

/** 'Chrome on macOS' from a user agent; '' when there is none, 'Unknown device' when it says nothing known. */
export function deviceName(userAgent: string | null | undefined): string {
  if (!userAgent) return '';
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const os = parsed.os.name;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? 'Unknown device';
}
