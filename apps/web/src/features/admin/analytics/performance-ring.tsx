import { percent, successTone, TONE_TEXT } from './analytics-format';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
const STROKE = { green: '#16a34a', yellow: '#eab308', red: '#dc2626', blue: '#3b82f6', grey: '#a1a1aa' } as const;

/** spec 001 §2.13 performance ring: the first-attempt success rate, coloured at 95 / 90. */
export function PerformanceRing({ rate }: { rate: number | null }) {
  const tone = successTone(rate);
  const filled = Math.min(100, Math.max(0, rate ?? 0)) / 100;
  return (
    <div className="flex items-center justify-center">
      <svg viewBox="0 0 128 128" className="size-36" role="img" aria-label={`Payment success rate ${percent(rate)}`}>
        <circle cx="64" cy="64" r={RADIUS} fill="none" stroke="#f5f5f6" strokeWidth="12" />
        {filled > 0 ? (
          <circle
            cx="64"
            cy="64"
            r={RADIUS}
            fill="none"
            stroke={STROKE[tone]}
            strokeWidth="12"
            strokeLinecap="round"
            strokeDasharray={`${filled * CIRCUMFERENCE} ${CIRCUMFERENCE}`}
            transform="rotate(-90 64 64)"
          />
        ) : null}
        <text x="64" y="70" textAnchor="middle" className={`fill-current text-lg font-semibold ${TONE_TEXT[tone]}`}>
          {percent(rate)}
        </text>
      </svg>
    </div>
  );
}
