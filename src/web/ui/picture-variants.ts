// The site's own photographs have an AVIF copy beside them (scripts/make-picture-variants.ts), about a quarter of
// the JPEG's bytes: a browser that reads AVIF takes it, any other the JPEG. Only the files listed here have one (a
// picture the owner adds by address may not), which tests/web/picture-variants.test.ts checks against public/images.
const WITH_AVIF = new Set([
  "/images/villa/1.jpg",
  "/images/villa/2.jpg",
  "/images/villa/3.jpg",
  "/images/villa/4.jpg",
  "/images/villa/5.jpg",
]);

/** The AVIF copy of one of the site's own photographs, if it has one. */
export function avifVariantOf(src: string): string | undefined {
  return WITH_AVIF.has(src) ? src.replace(/\.jpg$/, ".avif") : undefined;
}

/** Every photograph with an AVIF copy, for the test that keeps this list and public/images together. */
export function photographsWithAvif(): string[] {
  return [...WITH_AVIF];
}
