/**
 * Runs task(i) for i in [from, to) with at most `concurrency` at once. Once `shouldStop()` is true no
 * new task starts (those running finish); answers the first index not started.
 */
export async function runPool(
  from: number,
  to: number,
  concurrency: number,
  task: (index: number) => Promise<void>,
  shouldStop: () => boolean = () => false,
): Promise<number> {
  let next = from;
  const worker = async () => {
    while (next < to && !shouldStop()) {
      const index = next;
      next += 1;
      await task(index);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return next;
}
