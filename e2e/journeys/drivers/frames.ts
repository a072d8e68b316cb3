import { type HeaderFrame, sampleHeader } from "../shop";

/** In-page script: samples the header at every animation frame from the document's first script. */
export const FRAME_SAMPLER = `(() => {
  const sample = ${sampleHeader.toString()};
  const frames = (window.__shopFrames = []);
  const tick = () => {
    const frame = sample();
    if (frame) frames.push(frame);
    if (!window.__shopStopFrames) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;

/** Reads the frames sampled so far, stopping the sampler once `done` holds for the latest. */
export async function framesUntil(
  read: (stop: boolean) => Promise<HeaderFrame[] | undefined>,
  done: (frame: HeaderFrame) => boolean,
  timeoutMs: number,
): Promise<HeaderFrame[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const frames = (await read(false)) ?? [];
    const last = frames.at(-1);
    if (last && done(last)) return (await read(true)) ?? frames;
    if (Date.now() > deadline) return frames;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const READ_FRAMES = (stop: boolean) =>
  `(() => { if (${stop}) window.__shopStopFrames = true; return window.__shopFrames; })()`;
