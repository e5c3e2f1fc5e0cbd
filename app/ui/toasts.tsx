import { lazy, Suspense, useSyncExternalStore } from "react";

// sonner is fetched only when a toast is first shown: most visitors never need it.
const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Where toasts appear; mounted the first time one is shown. */
export function Toasts() {
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="bottom-center" richColors closeButton />
    </Suspense>
  );
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

/** Shows a toast, loading the toast library and mounting its container first if needed. */
export async function showToast(kind: "success" | "error", title: string, description: string) {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  const { toast } = await import("sonner");
  // Let the container mount before the first toast is raised.
  await nextFrame();
  await nextFrame();
  toast[kind](title, { description });
}
