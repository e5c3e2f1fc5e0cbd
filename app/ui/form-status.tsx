import type { ReactNode } from "react";

/** A form's answer under its fields (sent, refused, failed), announced as a status. */
export function FormStatus({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-xl bg-mist px-4 py-3 font-medium">
      {children}
    </p>
  );
}
