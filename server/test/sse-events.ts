/**
 * A data handler for a Server-Sent Events response in tests: it buffers chunks, cuts them into events at blank
 * lines and hands each event that has an id and data to `onEvent`, with its data parsed as JSON.
 */
export function sseEvents(onEvent: (id: number, data: unknown) => void): (chunk: string) => void {
  let buffer = '';
  return (chunk) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const id = /^id: (\d+)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (id && data) onEvent(Number(id), JSON.parse(data));
    }
  };
}
