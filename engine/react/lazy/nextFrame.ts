/** Resolves at the next animation frame (at once where there are no frames, as in tests without a layout). */
export const nextFrame = (): Promise<void> => new Promise<void>((resolve) => (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => resolve()) : resolve()));
