// Placeholder until the layout work lands: mounts the toast container lazily.
export function Toasts() {
  return null;
}
