import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { type FocusEvent, useEffect, useState } from "react";
import { PauseIcon, PlayIcon } from "../../shared/ui/icons";
import { BANNER_HEIGHT, BANNER_INTERVAL_MS, BANNER_WIDTH, bannerSlides } from "./banner-slides";
import { usePrefersReducedMotion } from "./use-prefers-reduced-motion";
import "./banner-carousel.css";

/**
 * The rotating banner, after the WAI-ARIA carousel pattern: a pause/play button first, rotation
 * held while the pointer or focus is inside, none on its own under prefers-reduced-motion, and
 * slides out of view hidden from assistive technology. No indicators, thumbnails or status text.
 */
export function BannerCarousel() {
  const reducedMotion = usePrefersReducedMotion();
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [selected, setSelected] = useState(0);
  const [viewportRef, api] = useEmblaCarousel({ loop: true }, [
    Autoplay({
      delay: BANNER_INTERVAL_MS,
      playOnInit: false,
      stopOnInteraction: false,
      stopOnFocusIn: false,
    }),
  ]);

  // Until the visitor chooses, reduced motion decides.
  const paused = pausedByVisitor ?? reducedMotion;
  const rotating = !paused && !hovered && !focused;

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    api.on("select", onSelect);
    return () => {
      api.off("select", onSelect);
    };
  }, [api]);

  useEffect(() => {
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    if (rotating) autoplay.play(reducedMotion);
    else autoplay.stop();
  }, [api, rotating, reducedMotion]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      className="banner"
      aria-roledescription="carousel"
      aria-label="Featured offers"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <button
        type="button"
        className="banner__toggle"
        aria-label={paused ? "Start banner rotation" : "Stop banner rotation"}
        onClick={() => {
          setPausedByVisitor(!paused);
          // Pressing the control is the shopper's explicit choice: focus left on it no longer holds rotation.
          setFocused(false);
        }}
      >
        {paused ? <PlayIcon size={18} /> : <PauseIcon size={18} />}
      </button>
      <div className="banner__viewport" ref={viewportRef}>
        <div className="banner__track" aria-live={rotating ? "off" : "polite"}>
          {bannerSlides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group
            <div
              key={slide.src}
              className="banner__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${bannerSlides.length}`}
              aria-hidden={index !== selected}
              inert={index !== selected}
            >
              <img
                className="banner__image"
                src={slide.src}
                alt={slide.alt}
                width={BANNER_WIDTH}
                height={BANNER_HEIGHT}
                fetchPriority={index === 0 ? "high" : "low"}
                decoding={index === 0 ? "sync" : "async"}
              />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
