import type { Product } from "../../shared/lib/product";
import backpack from "./images/backpack.svg";
import blender from "./images/blender.svg";
import camera from "./images/camera.svg";
import deskLamp from "./images/desk-lamp.svg";
import espresso from "./images/espresso.svg";
import headphones from "./images/headphones.svg";
import kettle from "./images/kettle.svg";
import officeChair from "./images/office-chair.svg";
import smartwatch from "./images/smartwatch.svg";
import television from "./images/television.svg";

const catalog = {
  headphones: {
    id: "49538094",
    title: "Aurora Wireless Noise-Cancelling Over-Ear Headphones, 40-Hour Battery",
    image: headphones,
    price: 199.99,
    rating: 4,
  },
  blender: {
    id: "23445930",
    title: "Harvest Pro 1200 W Countertop Blender with 2 L Glass Jug",
    image: blender,
    price: 89.5,
    rating: 4,
  },
  smartwatch: {
    id: "31234892",
    title: "Meridian Smartwatch with Heart-Rate and Sleep Tracking",
    image: smartwatch,
    price: 249,
    rating: 5,
  },
  kettle: {
    id: "90829332",
    title: "Copperline Electric Gooseneck Kettle, Variable Temperature",
    image: kettle,
    price: 59.99,
    rating: 3,
  },
  camera: {
    id: "12321341",
    title: "Lumen X100 Mirrorless Camera, 24 MP, with 18–55 mm Lens",
    image: camera,
    price: 1199,
    rating: 5,
  },
  backpack: {
    id: "65849201",
    title: "Trailhead 30 L Waterproof Hiking Backpack",
    image: backpack,
    price: 74.95,
    rating: 4,
  },
  deskLamp: {
    id: "77120453",
    title: "Halo Adjustable LED Desk Lamp with USB-C Charging",
    image: deskLamp,
    price: 64.99,
    rating: 2,
  },
  television: {
    id: "90829333",
    title: "Vista 65-Inch 4K OLED Smart Television with Dolby Vision",
    image: television,
    price: 1669,
    rating: 5,
  },
  espresso: {
    id: "44012388",
    title: "Crema Duo Espresso Machine with Milk Frother",
    image: espresso,
    price: 429,
    rating: 4,
  },
  officeChair: {
    id: "58203317",
    title: "Ergon Breathable Mesh Office Chair with Lumbar Support",
    image: officeChair,
    price: 349.99,
    rating: 1,
  },
} satisfies Record<string, Product>;

/**
 * The featured rows of the home page: 2, 3, 3, 1 and 3 cards. A product may be featured twice
 * (same id), so removing by id never takes away a different product.
 */
export const featuredRows: readonly (readonly Product[])[] = [
  [catalog.headphones, catalog.blender],
  [catalog.smartwatch, catalog.kettle, catalog.camera],
  [catalog.backpack, catalog.deskLamp, catalog.headphones],
  [catalog.television],
  [catalog.espresso, catalog.kettle, catalog.officeChair],
];

const byId = new Map(Object.values(catalog).map((product) => [product.id, product]));

/** The catalogue's product with `id`, as the shop sells it now; undefined for one it no longer has. */
export const findProduct = (id: string): Product | undefined => byId.get(id);
