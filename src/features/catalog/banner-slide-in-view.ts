/**
 * Which slide the banner's CSS rotation has in view, for assistive technology. The rotation runs on
 * the compositor (banner-carousel.css), so nothing on the main thread follows it frame by frame:
 * the browser wakes this only at each turn, with the `animationiteration` of the slide coming in.
 */
export interface SlideInView {
  /** The banner's track, whose children are the slides (a ref callback). */
  attach: (track: HTMLElement | null) => void;
  /** Listens for the turns, and for the rotation starting or stopping (as useSyncExternalStore asks). */
  subscribe: (onTurn: () => void) => () => void;
  /** The index of the slide in view; null before the track is attached. */
  current: () => number | null;
}

const TURN_EVENTS = ["animationiteration", "animationstart", "animationcancel"] as const;

export function slideInView(count: number): SlideInView {
  let track: HTMLElement | null = null;
  return {
    attach(element) {
      track = element;
    },
    subscribe(onTurn) {
      const watched = track;
      for (const type of TURN_EVENTS) watched?.addEventListener(type, onTurn);
      return () => {
        for (const type of TURN_EVENTS) watched?.removeEventListener(type, onTurn);
      };
    },
    current() {
      if (!track) return null;
      // Every slide runs the same cycle, a turn apart, with the first one's in view for the first
      // of its `count` parts: so where the first slide is in its cycle tells which slide is in view.
      const progress = track.firstElementChild?.getAnimations()[0]?.effect?.getComputedTiming().progress;
      // No rotation (reduced motion, until the visitor asks for it): the first slide stands alone.
      return progress == null ? 0 : Math.floor(progress * count) % count;
    },
  };
}
