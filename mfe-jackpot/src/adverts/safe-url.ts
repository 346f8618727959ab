/** Advert links and images come from operator content: only http(s) and same-origin paths are rendered. */
export const safeUrl = (url: string | null | undefined): string | null =>
  url && /^(https?:\/\/|\/(?!\/))/i.test(url) ? url : null;
