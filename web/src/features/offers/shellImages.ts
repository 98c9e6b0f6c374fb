/** The first cards' pictures load at once (OfferGrid), and the /offers shell shows them early. */
export const EAGER_OFFER_IMAGES = 3;

/**
 * The pictures of a listing response's offers, in order (app/firstScreen.ts's showShellContent runs
 * it inline in the shell: self-contained, no outer names).
 */
export function offerPictures(data: unknown): { pictures: (string | null | undefined)[] } {
  const items = (data as { items?: { preview_url?: string | null }[] } | null)?.items ?? [];
  return { pictures: items.map((item) => item.preview_url) };
}
