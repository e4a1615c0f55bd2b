/**
 * Runs `run` once the browser has painted the next frame (a frame, then a task after it), and answers how to
 * cancel it. For work a tap's response need not wait for: what runs before that paint delays what the shopper sees.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: number | undefined;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(run);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}
