import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import type { CloudDelta } from "../../shared/cloud-delta.js";
import type { WordCloud } from "../../shared/schemas/feedback.js";
import { offerCloud, writeCloudMessage } from "./live-cloud-cache.js";
import { sessionKeys, wordCloudQuery } from "./session-queries.js";

const kaffe = { text: "Kaffe", frequency: 1, weight: 1 };
const cloudAt = (version: number, words = [kaffe]): WordCloud => ({ words, totalSubmissions: version, version, uniqueWords: words.length, totalWords: version });
const delta = (baseVersion: number, version: number, changed: CloudDelta["changed"] = []): CloudDelta => ({
  baseVersion,
  version,
  totalSubmissions: version,
  uniqueWords: 2,
  totalWords: version,
  changed,
  removed: [],
});

function cache() {
  const queryClient = new QueryClient();
  const requestSnapshot = vi.fn();
  return {
    queryClient,
    requestSnapshot,
    held: () => queryClient.getQueryData<WordCloud>(sessionKeys.wordCloud("s1")),
    snapshot: (cloud: WordCloud) => writeCloudMessage(queryClient, { type: "word-cloud-update", sessionId: "s1", data: cloud }, requestSnapshot),
    delta: (data: CloudDelta) => writeCloudMessage(queryClient, { type: "word-cloud-delta", sessionId: "s1", data }, requestSnapshot),
  };
}

describe("the live cloud in the query cache", () => {
  it("holds the joined snapshot and applies the deltas that follow it, in order", () => {
    const live = cache();
    live.snapshot(cloudAt(1));
    live.delta(delta(1, 2, [{ text: "Te", frequency: 2, weight: 1 }]));
    live.delta(delta(2, 4, [{ text: "Kaffe", frequency: 3, weight: 1 }]));
    expect(live.held()).toEqual({
      words: [
        { text: "Kaffe", frequency: 3, weight: 1 },
        { text: "Te", frequency: 2, weight: 2 / 3 },
      ],
      totalSubmissions: 4,
      version: 4,
      uniqueWords: 2,
      totalWords: 4,
    });
    expect(live.requestSnapshot).not.toHaveBeenCalled();
  });

  it("never takes an older version: not a snapshot, not a delta already applied", () => {
    const live = cache();
    live.snapshot(cloudAt(5));
    const newest = live.held();
    live.snapshot(cloudAt(3, []));
    live.delta(delta(4, 5, [{ text: "Te", frequency: 9, weight: 1 }]));
    expect(live.held()).toBe(newest);
    expect(live.requestSnapshot).not.toHaveBeenCalled();
  });

  it("re-joins for a fresh snapshot when a delta does not follow on, keeping the cloud on screen meanwhile", () => {
    const live = cache();
    live.delta(delta(1, 2));
    expect(live.requestSnapshot).toHaveBeenCalledTimes(1);
    expect(live.held()).toBeUndefined();

    live.snapshot(cloudAt(1));
    live.delta(delta(2, 3));
    expect(live.requestSnapshot).toHaveBeenCalledTimes(2);
    expect(live.requestSnapshot).toHaveBeenLastCalledWith("s1");
    expect(live.held()).toEqual(cloudAt(1));
  });

  it("shows the cloud of an HTTP answer only when it is newer than the one held", () => {
    const live = cache();
    live.snapshot(cloudAt(4));
    offerCloud(live.queryClient, "s1", cloudAt(3, []));
    expect(live.held()).toEqual(cloudAt(4));
    offerCloud(live.queryClient, "s1", cloudAt(6));
    expect(live.held()).toEqual(cloudAt(6));
  });

  it("keeps a pushed cloud when a fetch started before it answers with an older one", async () => {
    const live = cache();
    let answer: (cloud: WordCloud) => void = () => undefined;
    const fetched = live.queryClient.fetchQuery({ ...wordCloudQuery("s1"), queryFn: () => new Promise<WordCloud>((resolve) => (answer = resolve)) });
    live.snapshot(cloudAt(7));
    answer(cloudAt(2, []));
    await fetched;
    expect(live.held()).toEqual(cloudAt(7));
  });
});
