import { queryOptions } from "@tanstack/react-query";
import { dataOrThrow } from "./api.js";
import { getCourse } from "./courses-api.js";

export const courseKeys = {
  course: (id: string) => ["course", id] as const,
};

/** The course page: the course, its lectures and their trends (computed by the server, withheld lectures as gaps). */
export const courseQuery = (id: string) => queryOptions({ queryKey: courseKeys.course(id), queryFn: () => dataOrThrow(getCourse(id)) });
