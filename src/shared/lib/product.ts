/** A product as the shop shows and sells it. Several cards and basket lines may show one (same id). */
export interface Product {
  id: string;
  title: string;
  /** The address of its picture, a square of `PRODUCT_IMAGE_SIZE` (shared/ui/product-image.tsx). */
  image: string;
  /** Price in US dollars. */
  price: number;
  /** Whole stars, 1 to 5. */
  rating: number;
}
