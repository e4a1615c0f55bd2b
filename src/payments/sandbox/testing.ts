/**
 * Test helpers for the card fields in happy-dom: typing and deleting as a browser does (the value
 * changes at the caret, then an `input` event with its inputType), and finding an input by its
 * accessible name.
 */
export function fieldNamed(root: ParentNode, name: string): HTMLInputElement {
  const found = Array.from(root.querySelectorAll('input')).filter((input) => input.getAttribute('aria-label') === name);
  if (found.length !== 1) throw new Error(`expected one input named ${JSON.stringify(name)}, found ${found.length}`);
  return found[0];
}

export function typeInto(input: HTMLInputElement, text: string): void {
  if (input.ownerDocument.activeElement !== input) input.focus();
  for (const char of text) {
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    input.value = input.value.slice(0, start) + char + input.value.slice(end);
    input.setSelectionRange(start + 1, start + 1);
    input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: char }));
  }
}

export function pasteInto(input: HTMLInputElement, text: string): void {
  if (input.ownerDocument.activeElement !== input) input.focus();
  input.value = text;
  input.setSelectionRange(text.length, text.length);
  input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste', data: text }));
}

export function backspace(input: HTMLInputElement, times = 1): void {
  if (input.ownerDocument.activeElement !== input) input.focus();
  for (let count = 0; count < times; count += 1) {
    const at = input.selectionStart ?? input.value.length;
    if (at === 0) return;
    input.value = input.value.slice(0, at - 1) + input.value.slice(at);
    input.setSelectionRange(at - 1, at - 1);
    input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'deleteContentBackward' }));
  }
}

/** Lets queued microtasks run (the 'ready' event follows mount in one). */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
