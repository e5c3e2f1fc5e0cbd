import { useState } from "react";
import { useSearchParams } from "react-router";

/**
 * A text value mirrored into the URL (replacing history, keeping scroll), so a filtered view can
 * be shared and reloaded and is rendered on the server. Local state keeps typing responsive.
 */
export function useSearchParamState(name: string): [string, (value: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const [value, setValue] = useState(() => searchParams.get(name) ?? "");
  const update = (next: string) => {
    setValue(next);
    setSearchParams(
      (params) => {
        if (next) params.set(name, next);
        else params.delete(name);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return [value, update];
}
