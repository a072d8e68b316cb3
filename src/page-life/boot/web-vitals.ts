import { onCLS, onINP, onLCP } from "web-vitals";

/**
 * The spec's lazily loaded metrics reporter, made useful: with '?vitals' in the address the
 * page logs LCP, CLS and INP to the console. main.tsx fetches this chunk only then.
 */
export function logWebVitals(): void {
  const log = (metric: { name: string; value: number; rating: string }) =>
    console.info(
      `[vitals] ${metric.name} ${metric.value.toFixed(metric.name === "CLS" ? 3 : 0)} (${metric.rating})`,
    );
  onLCP(log);
  onCLS(log);
  onINP(log);
}
