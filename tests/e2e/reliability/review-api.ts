/** Reviews written and read through a store's public API, for the reliability tests. */
export async function postReview(baseURL: string, reviewKey: string, name: string) {
  const response = await fetch(`${baseURL}/api/reviews`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ reviewKey, name, rating: 5, reviewText: `Review by ${name}` }),
  });
  return {
    status: response.status,
    body: (await response.json().catch(() => ({}))) as { id?: number; error?: string },
  };
}

/** Every stored review id of a product, through the public API. */
export async function storedReviewIds(baseURL: string, reviewKey: string): Promise<Set<number>> {
  const ids = new Set<number>();
  let cursor = "";
  for (let page = 1; page < 10_000; page++) {
    const response = await fetch(`${baseURL}/api/reviews?reviewKey=${reviewKey}${cursor}`);
    const body = (await response.json()) as {
      reviews: { id: number }[];
      nextCursor: string | null;
    };
    for (const review of body.reviews) ids.add(review.id);
    if (!body.nextCursor) break;
    cursor = `&cursor=${body.nextCursor}`;
  }
  return ids;
}

/**
 * A live review stream, read as a browser's EventSource would: the reviews' names, as they come
 * (and, with `markOpened`, "(opened)" where the stream's retry advice came, when it opened).
 */
export async function openReviewStream(url: string, { markOpened = false } = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  const names: string[] = [];
  const reading = (async () => {
    const decoder = new TextDecoder();
    const reader = response.body!.getReader();
    let text = "";
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        for (let end = text.indexOf("\n\n"); end >= 0; end = text.indexOf("\n\n")) {
          const event = text.slice(0, end);
          text = text.slice(end + 2);
          const data = /^data: (.*)$/m.exec(event)?.[1];
          if (/^event: review$/m.test(event) && data) {
            names.push((JSON.parse(data) as { name: string }).name);
          }
          if (markOpened && /^retry: /m.test(event)) names.push("(opened)");
        }
      }
    } catch {
      // closed by the test
    }
  })();
  return {
    response,
    names,
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}
