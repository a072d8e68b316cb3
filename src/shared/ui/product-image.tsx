import { useEffect, useRef, useState } from "react";
import "./product-image.css";

/** Width and height of every product's picture, so the page never shifts as they load. */
const PRODUCT_IMAGE_SIZE = 400;

interface ProductImageProps {
  src: string;
  /** Empty for a decorative picture, such as one beside a heading that says the same. */
  alt: string;
  className?: string;
  loading?: "eager" | "lazy";
}

/** A square image that turns into a neutral placeholder, never a broken-image icon, when it fails. */
// Stryker disable next-line StringLiteral: the default class name is styling, which happy-dom does not apply
export function ProductImage({ className = "", alt, ...image }: ProductImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    // The image may have failed before React attached onError (prerendered HTML).
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0 && img.getAttribute("src")) setFailed(true);
  }, []);

  if (failed) {
    // Stryker disable next-line StringLiteral: a class name is the look, which happy-dom does not paint
    const placeholder = `product-image product-image--failed ${className}`;
    return alt ? (
      <span className={placeholder} role="img" aria-label={alt} />
    ) : (
      <span className={placeholder} aria-hidden="true" />
    );
  }
  return (
    <img
      ref={ref}
      // Stryker disable next-line StringLiteral: a class name is the look, which happy-dom does not paint
      className={`product-image ${className}`}
      decoding="async"
      onError={() => setFailed(true)}
      alt={alt}
      width={PRODUCT_IMAGE_SIZE}
      height={PRODUCT_IMAGE_SIZE}
      {...image}
    />
  );
}
