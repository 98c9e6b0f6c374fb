/** The first cards' pictures load at once (OfferGrid), and the shell shows them early. */
export const EAGER_OFFER_IMAGES = 3;

/**
 * Runs inline in the /offers shell, before the app has loaded (scripts/prerender.mjs inlines its
 * source, so it must stay self-contained: no imports, no outer names). When the listing request the
 * HTML started answers, the shell's first skeleton cards show their offers' pictures, in the boxes
 * where OfferGrid's cards will show the same pictures (the eager ones): the first screen's largest
 * picture is on screen about as soon as the data is, not once the app has rendered. Boxes the app
 * has already replaced are left alone.
 */
export function showShellOfferImages(response: Promise<Response>, count: number): void {
  let boxes: Element[] = [];
  const pictures = response
    .then((res) => (res.ok ? res.clone().json() : null))
    .then((body: { data?: { items?: { preview_url?: string | null }[] } } | null) =>
      (body?.data?.items ?? []).slice(0, count).map((item) => item.preview_url),
    )
    .catch(() => []);
  // The shell's boxes, as soon as the document is parsed: before the app's scripts run (they wait
  // for 'interactive'; DOMContentLoaded waits for them).
  const parsed = new Promise<void>((resolve) => {
    const parsedYet = () => document.readyState !== 'loading' && resolve();
    if (!parsedYet()) document.addEventListener('readystatechange', parsedYet);
  }).then(() => {
    boxes = Array.from(document.querySelectorAll('#root [data-shell-image]'));
  });
  void Promise.all([pictures, parsed]).then(([srcs]) => {
    srcs.forEach((src, i) => {
      const box = boxes[i];
      if (!src || !box?.isConnected) return;
      const img = document.createElement('img');
      img.alt = '';
      img.setAttribute('fetchpriority', 'high');
      img.style.cssText = 'display:block;width:100%;height:100%;object-fit:cover';
      img.onerror = () => img.remove();
      img.src = src;
      box.appendChild(img);
    });
  });
}
