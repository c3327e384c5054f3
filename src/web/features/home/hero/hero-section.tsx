// The full-screen opening of the home page (SPEC 2 "Home"): the main villa's first three pictures (shared/site/site-data.ts)
// crossfading every 6 s, the
// typewriter taglines, four floating badges and the two calls to action.
// The heading and text paint at once (they are the LCP candidates); only the badges join after 500 ms.
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useMemo, useState, type MouseEvent } from "react";
import { buttonClass } from "../../../ui/button-styles.ts";
import { SmartImage } from "../../../ui/smart-image.tsx";
import { BookingLink } from "../booking-link.tsx";
import { Icon, type IconName } from "../../../ui/icons.tsx";
import { useInterval } from "../use-interval.ts";
import { useReducedMotion } from "../use-reduced-motion.ts";
import { TypewriterLine } from "./typewriter-line.tsx";
import { usePageLanguage } from "../../../islands/navigation.tsx";
import { defineIsland } from "../../../islands/island.tsx";

/** SPEC 9 timers. */
export const HERO_IMAGE_MS = 6000;
export const ENTRANCE_DELAY_MS = 500;

/** How many of the main villa's pictures the hero shows, the cover first. */
export const HERO_IMAGE_COUNT = 3;

/** Scrolls to the services section and moves focus there, as following an in-page link would. */
export function scrollToServices(event: MouseEvent<HTMLAnchorElement>, reducedMotion: boolean): void {
  const target = document.getElementById("services");
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ behavior: reducedMotion ? "auto" : "smooth", block: "start" });
  target.focus({ preventScroll: true });
}

export type HeroSectionProps = {
  /** The pictures to crossfade (at least one): the page reads them (home-page.tsx), so the island's first load need not. */
  images: readonly string[];
};

export function HeroSection({ images: heroImages }: HeroSectionProps) {
  const { t } = useLingui();
  const lang = usePageLanguage();
  const reducedMotion = useReducedMotion();
  const [imageIndex, setImageIndex] = useState(0);
  // The furthest picture shown so far: those stay mounted, so each crossfade keeps both of its pictures.
  const [shownUpTo, setShownUpTo] = useState(0);
  const [entered, setEntered] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setEntered(true), ENTRANCE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  useInterval(
    () => {
      const next = (imageIndex + 1) % heroImages.length;
      setImageIndex(next);
      setShownUpTo((furthest) => Math.max(furthest, next));
    },
    HERO_IMAGE_MS,
    !reducedMotion && heroImages.length > 1,
  );

  // Memoised per language: a new array would restart the typewriter's current step.
  const taglines = useMemo(
    () => [
      t`Dive into the coral gardens of the Red Sea`,
      t`Wake up 50 metres from a sandy beach`,
      t`Ride into the desert as the sun goes down`,
      t`Unwind by your own infinity pool`,
    ],
    [t],
  );

  const badges: { icon: IconName; label: string }[] = [
    { icon: "star", label: t`5-Star Luxury` },
    { icon: "wave", label: t`Red Sea Coast` },
    { icon: "palm", label: t`Exclusive Resort` },
    { icon: "bell", label: t`Premium Service` },
  ];
  const showDecor = entered || reducedMotion;

  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[calc(100dvh-var(--header-height))] items-center overflow-hidden bg-sea-900 text-white"
    >
      <div className="absolute inset-0 -z-10" aria-hidden="true">
        {heroImages.map((src, index) =>
          // The first picture is the LCP image. The next one loads once the page has settled, a slide ahead of its
          // crossfade, so a guest who only glances at the page (or sees no slideshow) never downloads the rest.
          index <= shownUpTo || (entered && !reducedMotion && index === shownUpTo + 1) ? (
            <SmartImage
              key={`${index} ${src}`}
              src={src}
              alt=""
              priority={index === 0}
              className={`absolute inset-0 size-full object-cover transition-opacity duration-[1500ms] ease-in-out ${
                index === imageIndex ? "opacity-100" : "opacity-0"
              }`}
            />
          ) : null,
        )}
        {/* Darkens the pictures enough for white text to pass WCAG AA anywhere on them. */}
        <div className="absolute inset-0 bg-gradient-to-b from-slate-950/75 via-slate-950/60 to-slate-950/80" />
      </div>

      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-14 md:px-6 md:py-20 lg:grid-cols-[1fr_auto] lg:items-center lg:gap-16">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-widest text-sand-200 uppercase">
            <Trans>North Hurghada · Red Sea · Egypt</Trans>
          </p>
          <h1
            id="hero-title"
            className="mt-4 font-serif text-4xl leading-tight font-semibold text-balance sm:text-5xl lg:text-6xl"
          >
            <Trans>A private villa on the Red Sea</Trans>
          </h1>
          <TypewriterLine
            lines={taglines}
            animate={!reducedMotion}
            className="mt-5 min-h-[4.5rem] text-xl font-medium text-sand-200 sm:min-h-[2.25rem] sm:text-2xl"
          />
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-white/90">
            <Trans>
              Four bedrooms, an infinity pool and hotel-style service for up to 10 guests, 50 metres from the beach.
            </Trans>
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <BookingLink
              href={`/${lang}/booking`}
              className={buttonClass({ size: "lg", className: "py-2 text-center" })}
            >
              <Trans>Book Your Luxury Villa Stay</Trans>
            </BookingLink>
            <a
              href="#services"
              onClick={(event) => scrollToServices(event, reducedMotion)}
              className={buttonClass({ variant: "inverse", size: "lg", className: "py-2 text-center" })}
            >
              <Trans>Explore Villa Amenities & Services</Trans>
            </a>
          </div>
        </div>

        <ul
          aria-label={t`Why guests choose the villa`}
          className="grid grid-cols-2 gap-3 sm:max-w-md lg:max-w-none lg:grid-cols-1 lg:gap-4"
        >
          {badges.map((badge, index) => (
            <li
              key={badge.icon}
              style={{ transitionDelay: reducedMotion ? "0ms" : `${index * 120}ms` }}
              className={`flex min-w-0 flex-col items-start gap-2 rounded-2xl border border-white/25 bg-slate-950/40 px-4 py-3 shadow-lg backdrop-blur-md transition duration-700 ease-out motion-reduce:transition-none sm:flex-row sm:items-center sm:gap-3 lg:px-5 lg:py-4 ${
                index % 2 === 1 ? "lg:translate-x-8" : ""
              } ${showDecor ? "translate-y-0 opacity-100" : "translate-y-6 opacity-0"}`}
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-sand-200 text-sea-900">
                <Icon name={badge.icon} className="size-5" />
              </span>
              <span className="max-w-full text-sm font-semibold break-words sm:text-base">{badge.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export const heroIsland = defineIsland("home-hero", HeroSection);
