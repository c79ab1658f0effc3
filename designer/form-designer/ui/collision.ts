import { pointerWithin, type CollisionDetection } from '@dnd-kit/core';

/** How deep a droppable sits: a node by its path, a container's zone half a level below its node. */
function depthOf(id: string): number {
  if (id.startsWith('drop:')) {
    const path = id.slice('drop:'.length);
    return (path ? path.split('/').length : 0) + 0.5;
  }
  return id.split('/').length;
}

/**
 * The droppable under the pointer, deepest first: a field inside a grid wins over
 * the grid's zone, which wins over the grid card. A node never drops into itself.
 */
export const deepestUnderPointer: CollisionDetection = (args) => {
  const active = String(args.active.id);
  const inside = (id: string) => {
    const path = id.startsWith('drop:') ? id.slice('drop:'.length) : id;
    return !active.startsWith('palette:') && (path === active || path.startsWith(`${active}/`));
  };
  return pointerWithin(args)
    .filter((c) => !inside(String(c.id)))
    .sort((a, b) => depthOf(String(b.id)) - depthOf(String(a.id)));
};
