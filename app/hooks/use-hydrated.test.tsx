// @vitest-environment jsdom
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render } from "@testing-library/react";
import { HydratedProvider, useHydrated } from "./use-hydrated";

const seen: boolean[] = [];
function Probe() {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? "browser" : "server"}</p>;
}

afterEach(() => {
  cleanup();
  seen.length = 0;
  delete document.documentElement.dataset.hydrated;
});

describe("useHydrated", () => {
  it("is false on the server and while hydrating, true once hydrated, and then marks the page", async () => {
    const page = (
      <HydratedProvider>
        <Probe />
      </HydratedProvider>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    expect(container.textContent).toBe("server");
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]); // the hydrating render matched the server's
    expect(container.textContent).toBe("browser");
    expect(seen).toEqual([false, false, true]);
    expect(document.documentElement.dataset.hydrated).toBe("");
    container.remove();
  });

  it("is true at once for a component rendered in the browser on its own", () => {
    const { container } = render(<Probe />);
    expect(container.textContent).toBe("browser");
    expect(seen).toEqual([true]);
  });
});
