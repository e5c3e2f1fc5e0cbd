import { useEffect, useRef, useState } from "react";

/** Most review ids asked about in one request (the server's limit). */
const idsPerRequest = 100;

/**
 * The listed reviews this visitor has already voted helpful, as the store remembers them (the
 * same record that counts a vote once), asked once per review after the page is interactive.
 * Without an answer (offline, an error) nothing is marked: the buttons stay as the page drew them.
 */
export function useOwnVotes(reviewIds: readonly number[]): ReadonlySet<number> {
  const [voted, setVoted] = useState<ReadonlySet<number>>(() => new Set());
  const asked = useRef(new Set<number>());
  const listed = reviewIds.join(",");
  useEffect(() => {
    const ids = listed
      .split(",")
      .filter(Boolean)
      .map(Number)
      .filter((id) => !asked.current.has(id));
    for (const id of ids) asked.current.add(id);
    for (let start = 0; start < ids.length; start += idsPerRequest) {
      const chunk = ids.slice(start, start + idsPerRequest).join(",");
      void fetch(`/api/reviews/helpful-votes?ids=${chunk}`, {
        headers: { Accept: "application/json" },
      })
        .then((response) =>
          response.ok ? (response.json() as Promise<{ voted?: unknown }>) : { voted: [] },
        )
        .then(({ voted: found }) => {
          if (!Array.isArray(found) || found.length === 0) return;
          setVoted((current) => new Set([...current, ...found.filter(Number.isSafeInteger)]));
        })
        .catch(() => {
          // Left unmarked: the vote itself still says "already counted" if tried again.
        });
    }
  }, [listed]);
  return voted;
}
