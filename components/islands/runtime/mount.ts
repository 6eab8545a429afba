/**
 * The islands runtime: starts each island root of a page (IslandRoot) with React alone, hydrating
 * the HTML the server rendered for it from the props the root holds. A page whose islands are all
 * of ISLANDS loads this instead of the framework's client (the router, the page's data and the
 * rest of the app's machinery, which such a page never uses): the post-build step lists it in the
 * page (lib/framework-scripts.ts) and the framework behaviour loads it when an island is needed.
 *
 * Hydrating here, the island is the root of its own tree, not deep in the page's as when the server
 * rendered it: an island hydrated here takes its element ids from its props, never from useId,
 * whose ids depend on where the component stands in its tree (mount.test.tsx holds each to it).
 */
import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from './island-root';
import { ISLANDS, type IslandName } from './islands';

/** Roots already started: each is hydrated once, however often the page asks. */
const started = new WeakSet<Element>();

const isIslandName = (name: string | null): name is IslandName => name !== null && Object.hasOwn(ISLANDS, name);

async function mount(root: HTMLElement): Promise<void> {
  const name = root.getAttribute(ISLAND_ATTRIBUTE);
  if (!isIslandName(name)) {
    console.warn(`No island is called "${name}"`);
    return;
  }
  try {
    const props = JSON.parse(root.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as object;
    const Island = (await ISLANDS[name]()) as ComponentType<object>;
    hydrateRoot(root, createElement(Island, props));
  } catch (error) {
    console.warn(`Could not start the island "${name}"`, error);
  }
}

/** Starts every island root in `doc` not started yet; resolves once each has started or failed. */
export async function mountIslands(doc: Document = document): Promise<void> {
  const roots = [...doc.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)].filter((root) => !started.has(root));
  for (const root of roots) started.add(root);
  await Promise.all(roots.map(mount));
}
