// Stand-ins for navigator.clipboard, shared by the stories and the component tests: browsers refuse clipboard
// writes without permission, and a test needs to say whether a write succeeds.

type WriteText = (text: string) => Promise<void>;

/** Replaces navigator.clipboard with one whose writeText is given; returns the function that restores it. */
export function stubClipboard(writeText: WriteText): () => void {
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return () => {
    if (original) Object.defineProperty(navigator, 'clipboard', original);
    else Reflect.deleteProperty(navigator, 'clipboard');
  };
}

/** A clipboard that refuses every write, as a browser does without permission. */
export const refuseClipboardWrites = () =>
  stubClipboard(() => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')));
