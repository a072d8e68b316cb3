import { BannerCarousel } from "./banner-carousel";
import { ProductCard } from "./product-card";
import { featuredRows } from "./products";
import "./home-page.css";

export function HomePage() {
  return (
    <div className="home">
      <BannerCarousel />
      <h1 className="visually-hidden">Featured products</h1>
      <div className="home__rows">
        {featuredRows.map((row, rowIndex) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are fixed and never reorder
            key={rowIndex}
            className="home__row"
            data-columns={row.length}
          >
            {row.map((product, cardIndex) => (
              <ProductCard
                // biome-ignore lint/suspicious/noArrayIndexKey: a product may appear twice in the rows
                key={`${product.id}-${cardIndex}`}
                product={product}
              />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
