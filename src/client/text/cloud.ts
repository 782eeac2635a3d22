/** Word cloud controls shared by the dashboard and the presentation (beyond the spec). */
export const cloudText = {
  rearrange: "Rearrange",
  rearrangeHint: "Pack the cloud afresh, most frequent word in the middle",
  downloadImage: "Download image",
} as const;
