// The CPU slowdown that makes this machine emulate the phone Lighthouse's mobile default aims at.
// Lighthouse's default 4× assumes a high-end desktop (benchmark index 1,500–2,000); its docs
// ("Calibrating the CPU slowdown", docs/throttling.md) say to lower it on a slower machine and link
// a calculator, whose piecewise line this is (patrickhulce/lighthouse-cpu-throttling-calculator:
// 1,533 → 4×, 1,300 → 3×, 800 → 2×, 150 → 1×; 2,000 → 6×). PageSpeed Insights does the same on its
// own servers (Lighthouse 12.2.3's lr-mobile-config: 1.2×). Decision 048.
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!(benchmarkIndex > 0)) throw new Error(`no benchmark index to calibrate from (${benchmarkIndex})`);
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}
