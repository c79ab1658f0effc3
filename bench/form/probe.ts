/** In-page timing: everything is measured with performance.now and requestAnimationFrame. */

/** Resolves after the frame that follows now has painted (rAF, then a task after it). */
export function afterNextPaint(): Promise<{ frame: number; painted: number }> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const frame = performance.now();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve({ frame, painted: performance.now() });
      channel.port2.postMessage(null);
    });
  });
}

/** A form's cells: its inputs, and the cells that show text until focused (a wide sub-table's). */
const CELLS = 'input, [data-cell-display]';

/** The screen is full of inputs: one of them starts at or below the bottom edge of the viewport. */
function screenFilled(inputs: NodeListOf<HTMLElement>): boolean {
  const last = inputs[inputs.length - 1];
  return !!last && last.getBoundingClientRect().top >= window.innerHeight;
}

/**
 * Polls once per frame until the page holds `count` inputs (or cells showing text), or enough of them to fill the
 * screen (a form that mounts off-screen fields later); returns the times of that frame.
 */
export function whenInputsPainted(count: number): Promise<{ frame: number; painted: number }> {
  return new Promise((resolve) => {
    const check = () => {
      const inputs = document.querySelectorAll<HTMLElement>(CELLS);
      if (inputs.length < count && !screenFilled(inputs)) {
        requestAnimationFrame(check);
        return;
      }
      // Inputs are in the DOM as of this frame; it paints once this callback returns.
      const frame = performance.now();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve({ frame, painted: performance.now() });
      channel.port2.postMessage(null);
    };
    requestAnimationFrame(check);
  });
}

export interface KeystrokeSample {
  /** keydown to the end of the keystroke's script work: handlers, render and commit (microtasks included). */
  work: number;
  /** keydown (capture) to the next animation frame after the input event. */
  toFrame: number;
  /** keydown to just after that frame painted. */
  toPaint: number;
  /** That frame's own work: its animation frame to just after it painted (style, layout, paint). */
  render: number;
}

/** Records one sample per keystroke: keydown capture -> input event -> next frame -> paint. */
export function recordKeystrokes(samples: KeystrokeSample[]): void {
  let down = 0;
  document.addEventListener('keydown', () => { down = performance.now(); }, true);
  document.addEventListener('input', () => {
    const start = down;
    if (!start) return;
    down = 0;
    // React flushes the input's update in a microtask queued by its root listener (bubble phase);
    // one queued from window's bubble listener runs after it, and a chain of ticks lets
    // follow-up microtasks (Formily's reactions and validation) finish first.
    const work = new Promise<number>((resolve) => {
      window.addEventListener('input', async () => {
        for (let i = 0; i < 20; i++) await Promise.resolve();
        resolve(performance.now() - start);
      }, { once: true });
    });
    Promise.all([work, afterNextPaint()]).then(([w, { frame, painted }]) => {
      samples.push({ work: w, toFrame: frame - start, toPaint: painted - start, render: painted - frame });
    });
  }, true);
}
