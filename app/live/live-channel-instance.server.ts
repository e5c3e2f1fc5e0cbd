import { database } from "~/db/connection.server";
import { processSlot } from "~/lib/process-slot.server";
import { LiveChannel, type ChangedTopic, type LiveTopics } from "./live-channel.server";

const slot = processSlot<LiveChannel>("__liveChannel");
// What the composition root gave: kept on globalThis, like the slot, across development reloads.
const provided = globalThis as typeof globalThis & {
  __liveChannelFeatures?: { features: LiveTopics[]; onChange: (topic: ChangedTopic) => void };
};

/**
 * Names the features this process's channel carries, and what to do when a topic changes (drop
 * what is derived from it). Called once by the composition root, before `liveChannel()`.
 */
export function provideLiveFeatures(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each feature has its own rows
  features: LiveTopics<any, any>[],
  onChange: (topic: ChangedTopic) => void,
): void {
  provided.__liveChannelFeatures = { features, onChange };
}

/** This process's live channel, listening once the database is open (opened on first use). */
export function liveChannel(): Promise<LiveChannel> {
  return slot.get(async () => {
    const wiring = provided.__liveChannelFeatures;
    if (!wiring) throw new Error("provideLiveFeatures() was not called");
    const channel = new LiveChannel(await database(), wiring.features);
    channel.onChange(wiring.onChange);
    await channel.start();
    return channel;
  });
}

export async function stopLiveChannel(): Promise<void> {
  const current = slot.take();
  if (current) await (await current.catch(() => undefined))?.stop();
}
