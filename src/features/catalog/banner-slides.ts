import banner1 from "./images/banner-1.svg";
import banner2 from "./images/banner-2.svg";
import banner3 from "./images/banner-3.svg";

export const BANNER_WIDTH = 1500;
export const BANNER_HEIGHT = 600;

/** The alt text carries the words drawn in each banner. */
export const bannerSlides = [
  { src: banner1, alt: "Limited time: Autumn Tech Week. Up to 40% off headphones, cameras and smart gear." },
  {
    src: banner2,
    alt: "Kitchen and coffee: Brew Better Mornings. Espresso machines, kettles and blenders from $59.99.",
  },
  {
    src: banner3,
    alt: "Outdoor and travel: Pack for Adventure. Trail-ready backpacks, tents and travel gear.",
  },
] as const;
