import { Link } from 'react-router';

export function LogoMark({ className = 'size-7' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" fill="#0a0a0b" />
      <path d="M9 10h14v3.2h-5.2V23h-3.6v-9.8H9z" fill="#fff" />
      <circle cx="23" cy="21" r="2.4" fill="#3b82f6" />
    </svg>
  );
}

export function Logo() {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-lg text-[17px] font-semibold tracking-tight">
      <LogoMark />
      Themeport
    </Link>
  );
}
