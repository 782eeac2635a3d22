import { useEffect, useState } from "react";
import { listHostedCourseIds } from "./course-keys.js";
import { HOST_KEYS_CHANGED, listHostedSessionIds } from "./host-keys.js";

/** The ids of the sessions this browser hosts, kept current when a key is saved or forgotten here or in another tab. */
export function useHostedSessionIds(): string[] {
  return useStoredIds(listHostedSessionIds);
}

/** The ids of the courses this browser holds a key for, kept current the same way. */
export function useHostedCourseIds(): string[] {
  return useStoredIds(listHostedCourseIds);
}

function useStoredIds(list: () => string[]): string[] {
  const [ids, setIds] = useState(list);
  useEffect(() => {
    const update = () => setIds(list());
    window.addEventListener(HOST_KEYS_CHANGED, update);
    window.addEventListener("storage", update);
    return () => {
      window.removeEventListener(HOST_KEYS_CHANGED, update);
      window.removeEventListener("storage", update);
    };
  }, [list]);
  return ids;
}
