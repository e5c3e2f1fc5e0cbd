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
