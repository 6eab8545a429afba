/**
 * Where an island stands in the page: a server component that renders the island (its static HTML
 * is the island's own first render) inside a root naming it and holding its props as JSON
 * (`data-island`, `data-props`). On a page whose every island is one of ISLANDS, the post-build
 * step gives the page the islands runtime (mount.ts), which starts each root with React alone;
 * elsewhere the framework hydrates the page, root and all, as it always did. `hydrate` says when
 * the page needs its islands started (components/behaviours/framework.ts): with the page, or once
 * the root is in view; without it, when something asks (a dialog).
 */
import type { ComponentType } from 'react';
// Types only: the registry's imports of the islands would make every page's framework bundle carry them all.
import type { IslandName, IslandProps } from './islands';

/** The attribute that names an island on its root, and the one that holds its props (read by mount.ts and the post-build step). */
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-props';

export function IslandRoot<N extends IslandName>({
  name,
  component,
  props,
  hydrate,
  className,
}: {
  name: N;
  component: ComponentType<IslandProps<N>>;
  props: IslandProps<N>;
  hydrate?: 'load' | 'visible';
  className?: string;
}) {
  // One island of the registry, with its own props (the types above tie the two together).
  const Island = component as ComponentType<object>;
  return (
    <div {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) }} data-hydrate={hydrate} className={className}>
      <Island {...props} />
    </div>
  );
}
