/**
 * The spec's lazily loaded metrics reporter, made useful: with '?vitals' in the address the
 * page logs LCP, CLS and INP to the console. The package is fetched only then, after first paint.
 */
export function reportWebVitalsWhenAsked(search = window.location.search): void {
  if (!new URLSearchParams(search).has("vitals")) return;
  void import("web-vitals").then(({ onCLS, onINP, onLCP }) => {
    const log = (metric: { name: string; value: number; rating: string }) =>
      console.info(
        `[vitals] ${metric.name} ${metric.value.toFixed(metric.name === "CLS" ? 3 : 0)} (${metric.rating})`,
      );
    onLCP(log);
    onCLS(log);
    onINP(log);
  });
}
