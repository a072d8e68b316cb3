import { type ComponentProps, createContext, type ReactNode, use } from "react";
import { Link } from "react-router";

/**
 * The shop's pages by name. The shop's page list fills this in (declaration merging), so that a
 * link names a page the shop has, while this module, below every feature, imports none of them.
 * @public (the page list augments it; no module imports it by name)
 */
// biome-ignore lint/suspicious/noEmptyInterface: declaration merging fills it in
export interface PageRegister {}

/** The name of one of the shop's pages, as its page list registers it. */
export type PageName = PageRegister extends { pages: infer Pages } ? keyof Pages & string : string;

const PagePaths = createContext<Readonly<Record<string, string>> | null>(null);

/** Gives the links below it each page's address, by name. */
export function PagePathsProvider({
  paths,
  children,
}: {
  paths: Readonly<Record<PageName, string>>;
  children: ReactNode;
}) {
  return <PagePaths value={paths}>{children}</PagePaths>;
}

/** The address of the page named `page`. */
export function usePagePath(page: PageName): string {
  const paths = use(PagePaths);
  const path = paths?.[page];
  if (path === undefined)
    throw new Error(`No page named '${page}' is given to this tree (PagePathsProvider).`);
  return path;
}

/** A link to one of the shop's pages, by its name: no address is written where it is used. */
export function PageLink({ page, ...props }: Omit<ComponentProps<typeof Link>, "to"> & { page: PageName }) {
  return <Link to={usePagePath(page)} {...props} />;
}
