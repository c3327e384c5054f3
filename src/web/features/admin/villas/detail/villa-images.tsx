// The villa's pictures (SPEC 2 "images (first plus additional)"): the first, the primary one, large; the others
// as thumbnails under it. Each thumbnail opens its picture full size in a new tab.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { SmartImage } from "../../../../ui/smart-image.tsx";
import { NoImage } from "../no-image.tsx";

export function VillaImages({ title, images }: { title: string; images: readonly string[] }) {
  const { t } = useLingui();
  const [first, ...others] = images;
  if (first === undefined) {
    return (
      <div className="aspect-[16/9] overflow-hidden rounded-2xl bg-slate-100">
        <NoImage />
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <SmartImage
        src={first}
        alt={t`${title}, main picture`}
        priority
        sizes="(min-width: 1024px) 60vw, 100vw"
        className="aspect-[16/9] w-full rounded-2xl bg-slate-100 object-cover"
      />
      {others.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-slate-800">
            <Plural value={others.length} one="# more picture" other="# more pictures" />
          </h3>
          <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
            {others.map((image, index) => (
              <li key={image}>
                <a
                  href={image}
                  target="_blank"
                  rel="noreferrer"
                  className="block overflow-hidden rounded-lg focus-visible:ring-2 focus-visible:ring-sea-600"
                >
                  <SmartImage
                    src={image}
                    alt={t`Picture ${index + 2} of ${title}`}
                    width={320}
                    height={240}
                    sizes="25vw"
                    className="aspect-[4/3] w-full bg-slate-100 object-cover"
                  />
                  <span className="sr-only">
                    <Trans>(opens in a new tab)</Trans>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
