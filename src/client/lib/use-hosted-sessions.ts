import { useEffect, useState } from "react";
import { HOST_KEYS_CHANGED, listHostedSessionIds } from "./host-keys.js";

/** The ids of the sessions this browser hosts, kept current when a key is saved or forgotten here or in another tab. */
export function useHostedSessionIds(): string[] {
  const [ids, setIds] = useState(listHostedSessionIds);
  useEffect(() => {
    const update = () => setIds(listHostedSessionIds());
    window.addEventListener(HOST_KEYS_CHANGED, update);
    window.addEventListener("storage", update);
    return () => {
      window.removeEventListener(HOST_KEYS_CHANGED, update);
      window.removeEventListener("storage", update);
    };
  }, []);
  return ids;
}
