import { useState, useSyncExternalStore } from "react";
import { PauseIcon, PlayIcon } from "../../shared/ui/icons";
import { AFTER_FIRST_FRAME, WITH_FIRST_FRAME } from "../../shared/ui/paint-order";
import { usePrefersReducedMotion } from "../../shared/ui/use-prefers-reduced-motion";
import { slideInView } from "./banner-slide-in-view";
import { BANNER_HEIGHT, BANNER_WIDTH, bannerSlides } from "./banner-slides";
import { BANNER_LABEL, bannerToggleLabel } from "./labels";
import "./banner-carousel.css";

/** The rotating banner (WAI-ARIA carousel pattern). The rotation is CSS: see docs/architecture.md. */
export function BannerCarousel() {
  const reducedMotion = usePrefersReducedMotion();
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null);
  // Until the visitor chooses, reduced motion decides (the CSS then shows the first slide, still).
  const paused = pausedByVisitor ?? reducedMotion;
  const [watch] = useState(() => slideInView(bannerSlides.length));
  // Unknown on the server: the prerendered page, and a page without scripts, hide no slide.
  const inView = useSyncExternalStore(watch.subscribe, watch.current, () => null);

  return (
    <section
      className="banner"
      aria-roledescription="carousel"
      aria-label={BANNER_LABEL}
      data-paused={pausedByVisitor === true ? "" : undefined}
      data-playing={pausedByVisitor === false ? "" : undefined}
    >
      <button
        type="button"
        className="banner__toggle"
        aria-label={bannerToggleLabel(paused)}
        onClick={() => setPausedByVisitor(!paused)}
      >
        {paused ? <PlayIcon size={18} /> : <PauseIcon size={18} />}
      </button>
      <div className="banner__viewport">
        <div className="banner__track" ref={watch.attach} aria-live={paused ? "polite" : "off"}>
          {bannerSlides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group
            <div
              key={slide.src}
              className="banner__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${bannerSlides.length}`}
              aria-hidden={inView !== null && index !== inView ? true : undefined}
            >
              <img
                className="banner__image"
                src={slide.src}
                alt={slide.alt}
                width={BANNER_WIDTH}
                height={BANNER_HEIGHT}
                fetchPriority={index === 0 ? WITH_FIRST_FRAME.value : "low"}
                decoding={index === 0 ? "sync" : "async"}
                // The later slides wait for the first paint (the inline loader then asks for them),
                // or for nothing at all where scripts are off and browsers ignore 'lazy'.
                loading={index === 0 ? undefined : "lazy"}
                {...(index === 0 ? {} : { [AFTER_FIRST_FRAME]: "" })}
              />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
