import { lazy, Suspense } from "react";
import { useHydrated } from "~/hooks/use-hydrated";

// sonner is fetched after the page is interactive: nobody sees a toast before using a form.
const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/** Where toasts appear; mounted once the page has hydrated. */
export function Toasts() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="bottom-center" richColors closeButton />
    </Suspense>
  );
}

/** Shows a toast, loading the toast library first if needed. */
export async function showToast(kind: "success" | "error", title: string, description: string) {
  const { toast } = await import("sonner");
  toast[kind](title, { description });
}
