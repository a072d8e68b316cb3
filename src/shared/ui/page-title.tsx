/** Rendered by the page itself, so React changes the title in the same commit as what is on screen. */
export function PageTitle({ title }: { title: string }) {
  return <title>{title}</title>;
}
