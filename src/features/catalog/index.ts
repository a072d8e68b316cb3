export { HomePage } from "./home-page";
export { findProduct } from "./products";
