/** Word cloud controls shared by the dashboard and the presentation (beyond the spec). */
export const cloudText = {
  rearrange: "Rearrange",
  rearrangeHint: "Pack the cloud afresh, most frequent word in the middle",
  downloadImage: "Download image",
  imageDialogTitle: "Download the word cloud",
  imageDialogBody: "The cloud exactly as shown, on a white background.",
  includeCaption: "Add the session title and code under the cloud",
  png: "PNG image",
  svg: "SVG image",
  imageFailed: "Could not create the image",
  caption: (title: string, code: string) => `${title} · ${code}`,
} as const;
