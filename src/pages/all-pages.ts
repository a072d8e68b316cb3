// Every page of the storefront, one line each, under the name links use (<PageLink page="checkout">).

export { default as checkout } from "./checkout";
export { default as home } from "./home";
export { default as login } from "./login";
export { default as notFound } from "./not-found";

declare module "../shared/ui/page-link" {
  interface PageRegister {
    pages: typeof import("./all-pages");
  }
}
