import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { buttonVariants } from "~/ui/button";

/** The not-found page ("404", "Oops! Page not found", a link home); it logs the attempted path. */
export function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <h1 className="text-7xl font-bold text-leaf-strong">404</h1>
      <p className="text-xl text-ink">Oops! Page not found</p>
      <p className="text-ink-soft">
        The page you were looking for has moved or never existed. Our shop is still right here.
      </p>
      <Link to="/" className={buttonVariants()}>
        Return to Home
      </Link>
    </div>
  );
}
