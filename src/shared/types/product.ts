/** A product as the catalog features it. Several cards may show the same product (same id). */
export interface Product {
  id: string;
  title: string;
  image: string;
  /** Price in US dollars. */
  price: number;
  /** Whole stars, 1 to 5. */
  rating: number;
}

/** One line of the basket: a product plus an id of its own, since product ids may repeat. */
export interface BasketItem extends Product {
  lineId: string;
}
